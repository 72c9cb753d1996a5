/**
 * The portal's grid settings (spec §9 "Data tables"), shared by the server-paged and the client-paged table:
 * page sizes 10/50/100, automatic height, no column menu, no row selection, every row rendered (at most 100 a page,
 * so every cell stays reachable and testable), a linear progress while loading.
 */
import { PAGE_SIZES } from '@stoa/shared';

export const GRID_DEFAULTS = {
  pageSizeOptions: [...PAGE_SIZES],
  autoHeight: true,
  disableColumnMenu: true,
  disableRowSelectionOnClick: true,
  disableVirtualization: true,
  slotProps: { loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } },
} as const;
