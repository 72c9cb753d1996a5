/**
 * An identifier column (issue 36 item 5): an application, registration, receipt, invitation, challan or UTR/DD
 * number is never cut ('…') nor wrapped mid-number. The column's kind is the file kind 'identifier' (shared
 * file/sheet-cells.ts), so the one declaration serves the screen and the downloaded file: the cell draws the number
 * on one line and marks it `data-identifier` (the e2e walk measures every such cell), and fitColumns sizes the column
 * to its longest number on the page.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { WholeTextColDef } from './fit-columns.ts';
import type { FileColDef } from './grid-table.ts';

/** What the cell shows for a row without a number yet. */
const NONE = '—';

/** The attribute on each identifier's text in the DOM (the walk's check finds the numbers by it; set below). */
export const IDENTIFIER_ATTRIBUTE = 'data-identifier';

export type IdentifierColDef<R extends GridValidRowModel> = FileColDef<R> &
  WholeTextColDef<R> & {
    fileKind: 'identifier';
    /** The numbers the cell shows, one usually ('—' when none): the column is as wide as the longest (fitColumns). */
    wholeTextsOf: (row: R) => readonly string[];
  };

export interface IdentifierOptions<R extends GridValidRowModel> {
  field: string;
  headerName: string;
  /** The number; the field's value by default. */
  text?: (row: R) => string | null | undefined;
  /** Several numbers in one cell (the records a payment paid), each on one line; instead of `text`. */
  list?: (row: R) => readonly string[];
  /** The page the number opens, if any. */
  to?: (row: R) => string | null | undefined;
  /** A second line under the number (an application's type, an entity's name). */
  secondary?: (row: R) => string | null | undefined;
  /** The column's share of the grid beside the others (fitColumns); never narrower than its numbers whatever it is. */
  width?: number;
  /** A click on the header sorts (a client grid's, or a server grid's that offers it); no by default. */
  sortable?: boolean;
}

/**
 * The number on one line (a link when it opens a page), with an optional second line in small print (a name: cut with
 * '…' if it must be, the whole of it on hover).
 */
export function IdentifierCell({
  text,
  to,
  secondary,
}: {
  text: string;
  to?: string | null;
  secondary?: string | null;
}) {
  return (
    <Stack sx={{ minWidth: 0, width: '100%', justifyContent: 'center' }}>
      <Box component="span" data-identifier="" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {to && text !== NONE ? (
          <Link component={RouterLink} to={to} variant="body2">
            {text}
          </Link>
        ) : (
          text
        )}
      </Box>
      {secondary && (
        <Typography variant="caption" color="text.secondary" noWrap title={secondary} sx={{ lineHeight: 1.3 }}>
          {secondary}
        </Typography>
      )}
    </Stack>
  );
}

/** Several numbers: the line breaks between them, never inside one. */
function IdentifierList({ texts }: { texts: readonly string[] }) {
  return (
    <Box component="span" sx={{ py: 0.5 }}>
      {texts.map((text, i) => (
        <Box component="span" key={`${text}-${i}`}>
          <Box component="span" data-identifier="" sx={{ display: 'inline-block', whiteSpace: 'nowrap' }}>
            {text}
          </Box>
          {i < texts.length - 1 && ', '}
        </Box>
      ))}
    </Box>
  );
}

const numberText = (value: unknown): string => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : NONE;
};

export function identifierColumn<R extends GridValidRowModel>(options: IdentifierOptions<R>): IdentifierColDef<R> {
  const { field, headerName, text, list, to, secondary, width = 120, sortable = false } = options;
  const identifierOf = (row: R): string => numberText(text ? text(row) : row[field]);
  const identifiersOf = (row: R): readonly string[] => {
    if (!list) return [identifierOf(row)];
    const texts = list(row);
    return texts.length > 0 ? texts : [NONE];
  };
  return {
    field,
    headerName,
    width,
    sortable,
    filterable: false,
    fileKind: 'identifier',
    wholeTextsOf: identifiersOf,
    valueGetter: (_value: unknown, row: R) => identifiersOf(row).join(', '),
    renderCell: ({ row }) =>
      list ? (
        <IdentifierList texts={identifiersOf(row)} />
      ) : (
        <IdentifierCell text={identifierOf(row)} to={to?.(row)} secondary={secondary?.(row)} />
      ),
  };
}
