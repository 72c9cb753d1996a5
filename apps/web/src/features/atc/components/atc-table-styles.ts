/**
 * The look of MUI's small table for plain <th>/<td> cells: the ATC tables have ~500–1,000 cells, and plain cells
 * under one styled <table> render far faster than as many TableCell components.
 */
export const ATC_TABLE_SX = {
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  typography: 'body2',
  '& th, & td': {
    px: 1.5,
    py: 0.75,
    borderBottom: 1,
    borderColor: 'divider',
    textAlign: 'left',
    verticalAlign: 'middle',
  },
  '& th': { fontWeight: 500, bgcolor: 'background.paper', whiteSpace: 'nowrap' },
  '& .num': { textAlign: 'right', whiteSpace: 'nowrap' },
} as const;

/** A cell the file or the form got wrong. */
export const ERROR_CELL_SX = { bgcolor: 'rgba(211, 47, 47, 0.12)', color: 'error.main', fontWeight: 600 } as const;
