/**
 * The congested blocks of a batch (DOMAIN §3 step 2): corridor, date, block, margin, Σ requests and shortfall. Once
 * allocated, each block opens to the share of every application in it — every allocation explained.
 */
import { Fragment, useState } from 'react';
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
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type BlockResult } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../../lib/format.ts';
import { blockLabel } from '../time-label.ts';

const num = { align: 'right' } as const;
const keyOf = (b: BlockResult) => `${b.corridorId}|${b.date}|${b.block}`;

export function CongestedBlocks({ blocks }: { blocks: readonly BlockResult[] }) {
  const congested = blocks.filter((b) => b.congested);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const shown = congested.slice(page * pageSize, (page + 1) * pageSize);

  return (
    <Paper variant="outlined" component="section" aria-label="Congested blocks" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Congested Blocks
      </Typography>
      {congested.length === 0 ? (
        <Typography color="text.secondary">No block is congested: every application fits.</Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label="Congested blocks">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>Corridor</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell>Time</TableCell>
                  <TableCell {...num}>Margin (MW)</TableCell>
                  <TableCell {...num}>Requested (MW)</TableCell>
                  <TableCell {...num}>Shortfall (MW)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((block) => (
                  <BlockRow
                    key={keyOf(block)}
                    block={block}
                    isOpen={open.has(keyOf(block))}
                    onToggle={() => toggle(keyOf(block))}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={congested.length}
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

function BlockRow({ block, isOpen, onToggle }: { block: BlockResult; isOpen: boolean; onToggle: () => void }) {
  const time = blockLabel(block.block);
  const where = `${block.corridorName} ${formatCalendarDate(block.date)} ${time}`;
  return (
    <Fragment>
      <TableRow>
        <TableCell padding="checkbox">
          {block.shares && (
            <IconButton
              size="small"
              aria-expanded={isOpen}
              aria-label={`${isOpen ? 'Hide' : 'Show'} shares of ${where}`}
              onClick={onToggle}
            >
              {isOpen ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
            </IconButton>
          )}
        </TableCell>
        <TableCell>{block.corridorName}</TableCell>
        <TableCell>{formatCalendarDate(block.date)}</TableCell>
        <TableCell>{time}</TableCell>
        <TableCell {...num}>{formatMw(block.margin)}</TableCell>
        <TableCell {...num}>{formatMw(block.requested)}</TableCell>
        <TableCell {...num}>{formatMw(block.shortfall)}</TableCell>
      </TableRow>
      {block.shares && (
        <TableRow>
          <TableCell colSpan={7} sx={{ py: 0, borderBottom: isOpen ? undefined : 'none' }}>
            <Collapse in={isOpen} unmountOnExit>
              <Table size="small" aria-label={`Shares of ${where}`} sx={{ my: 1, maxWidth: 560 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Application No</TableCell>
                    <TableCell {...num}>Requested (MW)</TableCell>
                    <TableCell {...num}>Share (MW)</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {block.shares.map((share) => (
                    <TableRow key={share.applicationId}>
                      <TableCell>{share.applicationNo ?? `#${share.applicationId}`}</TableCell>
                      <TableCell {...num}>{formatMw(share.requested)}</TableCell>
                      <TableCell {...num}>{formatMw(share.share)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}
