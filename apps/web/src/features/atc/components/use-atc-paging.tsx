import { useState, type ReactNode } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '@stoa/shared';

/** A page of `items` and the pager under an ATC table (the preview's rows, the falls): kept in the component. */
export function useAtcPaging<T>(items: readonly T[]): { shown: readonly T[]; pager: ReactNode } {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const pager = (
    <TablePagination
      component="div"
      count={items.length}
      page={page}
      onPageChange={(_, next) => setPage(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onRowsPerPageChange={(event) => {
        setPageSize(Number(event.target.value));
        setPage(0);
      }}
    />
  );
  return { shown: items.slice(page * pageSize, (page + 1) * pageSize), pager };
}
