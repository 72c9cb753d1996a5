/**
 * A paged table of blocks where a batch asked more than there was — a corridor's margin or a party's limit — each
 * opening, once allocated, to the share of every application in it: every allocation explained.
 */
import { Fragment, useState, type ReactNode } from 'react';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { DEFAULT_PAGE_SIZE, MESSAGES, PAGE_SIZES, type BlockShareResult } from '@stoa/shared';
import { formatMw } from '../../../../lib/format.ts';
import { useBlockShares, type BlockCell, type ProcessingBatch } from '../../api/get-processing-result.ts';

const num = { align: 'right' } as const;

/** Where a block's shares are fetched from when it is opened. */
export interface SharesSource {
  batch: ProcessingBatch;
  cell: BlockCell;
}

export interface ExplainedColumn {
  header: string;
  isNumber?: boolean;
}

export interface ExplainedRow {
  key: string;
  /** Names the block for the expand button ("Itanagar Zone Dec 02, 2026 10:00"). */
  where: string;
  cells: ReactNode[];
  /** Null until the batch is allocated. */
  shares: SharesSource | null;
}

interface ExplainedBlocksProps {
  title: string;
  /** The section's and the table's accessible name. */
  label: string;
  emptyText: string;
  columns: readonly ExplainedColumn[];
  rows: readonly ExplainedRow[];
}

export function ExplainedBlocks({ title, label, emptyText, columns, rows }: ExplainedBlocksProps) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const shown = rows.slice(page * pageSize, (page + 1) * pageSize);

  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  {columns.map((c) => (
                    <TableCell key={c.header} {...(c.isNumber ? num : {})}>
                      {c.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => (
                  <BlockRow
                    key={row.key}
                    row={row}
                    columns={columns}
                    isOpen={open.has(row.key)}
                    onToggle={() => toggle(row.key)}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={rows.length}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </Paper>
  );
}

interface BlockRowProps {
  row: ExplainedRow;
  columns: readonly ExplainedColumn[];
  isOpen: boolean;
  onToggle: () => void;
}

function BlockRow({ row, columns, isOpen, onToggle }: BlockRowProps) {
  return (
    <Fragment>
      <TableRow>
        <TableCell padding="checkbox">
          {row.shares && (
            <IconButton
              size="small"
              aria-expanded={isOpen}
              aria-label={`${isOpen ? 'Hide' : 'Show'} shares of ${row.where}`}
              onClick={onToggle}
            >
              {isOpen ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
            </IconButton>
          )}
        </TableCell>
        {row.cells.map((cell, i) => (
          <TableCell key={columns[i]?.header ?? i} {...(columns[i]?.isNumber ? num : {})}>
            {cell}
          </TableCell>
        ))}
      </TableRow>
      {row.shares && (
        <TableRow>
          <TableCell colSpan={columns.length + 1} sx={{ py: 0, borderBottom: isOpen ? undefined : 'none' }}>
            <Collapse in={isOpen} unmountOnExit>
              <SharesTable where={row.where} source={row.shares} />
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** The shares of one block, fetched when it is opened. */
function SharesTable({ where, source }: { where: string; source: SharesSource }) {
  const shares = useBlockShares(source.batch, source.cell);
  if (shares.isPending) return <CircularProgress size={20} sx={{ my: 1 }} aria-label={`Loading shares of ${where}`} />;
  if (shares.isError) return <Alert severity="error">{MESSAGES.fetchError}</Alert>;
  const list: readonly BlockShareResult[] = shares.data.shares ?? [];
  const inOrder = list.some((s) => s.marginBefore !== null);
  return (
    <Table size="small" aria-label={`Shares of ${where}`} sx={{ my: 1, maxWidth: inOrder ? 760 : 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>Application No</TableCell>
          <TableCell {...num}>Requested (MW)</TableCell>
          <TableCell {...num}>Share (MW)</TableCell>
          {inOrder && <TableCell {...num}>Left Before (MW)</TableCell>}
          {inOrder && <TableCell {...num}>Left After (MW)</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {list.map((share) => (
          <TableRow key={share.applicationId}>
            <TableCell>{share.applicationNo ?? `#${share.applicationId}`}</TableCell>
            <TableCell {...num}>{formatMw(share.requested)}</TableCell>
            <TableCell {...num}>{formatMw(share.share)}</TableCell>
            {inOrder && <TableCell {...num}>{formatMw(share.marginBefore ?? 0)}</TableCell>}
            {inOrder && <TableCell {...num}>{formatMw(share.marginAfter ?? 0)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
