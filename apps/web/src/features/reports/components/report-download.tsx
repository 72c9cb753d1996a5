/**
 * A report's Download (issue 19): the whole filtered set in the order on screen, as Excel or PDF, from the report's
 * Export route (the server writes the catalog's columns, totals and the filters in words).
 */
import type { ReportExportFormat, ReportKey } from '@stoa/shared';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { DOWNLOAD_LIST, EXCEL_CHOICE } from '../../../components/data-table/list-download.tsx';
import { DownloadMenu, serverFileChoice } from '../../../components/download-menu.tsx';
import type { ReportCallQuery } from '../api/get-report.ts';

export const PDF_CHOICE = 'PDF (.pdf)';

/** GET /Report/Export/{reportName}: the call's filters and order without its paging, then the format. */
export function reportExportUrl(name: ReportKey, query: ReportCallQuery, format: ReportExportFormat): string {
  const { pageNumber: _pageNumber, pageSize: _pageSize, ...rest } = query;
  return `/Report/Export/${name}?${toListSearch({ ...rest, format })}`;
}

export function ReportDownload({ name, query }: { name: ReportKey; query: ReportCallQuery }) {
  return (
    <DownloadMenu
      label={DOWNLOAD_LIST}
      choices={[
        serverFileChoice(EXCEL_CHOICE, reportExportUrl(name, query, 'xlsx'), `${name}.xlsx`),
        serverFileChoice(PDF_CHOICE, reportExportUrl(name, query, 'pdf'), `${name}.pdf`),
      ]}
    />
  );
}
