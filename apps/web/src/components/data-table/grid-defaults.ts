/**
 * The portal's grid settings (spec §9 "Data tables"), shared by the server-paged and the client-paged table:
 * page sizes 10/50/100, automatic height, no column menu, no row selection, every row rendered (at most 100 a page,
 * so every cell stays reachable and testable), a linear progress while loading, one wording for an empty grid.
 */
import { PAGE_SIZES } from '@stoa/shared';

/** What every empty grid says (issue 15: one wording for grids). */
export const NO_ROWS_LABEL = 'No records found.';

export const GRID_DEFAULTS = {
  pageSizeOptions: [...PAGE_SIZES],
  autoHeight: true,
  disableColumnMenu: true,
  disableRowSelectionOnClick: true,
  disableVirtualization: true,
  slotProps: { loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } },
  localeText: { noRowsLabel: NO_ROWS_LABEL },
} as const;
