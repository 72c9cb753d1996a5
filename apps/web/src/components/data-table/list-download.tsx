/**
 * "Download" on a list (issue 15 Excel out): every page of the list's current filters as Excel or CSV, from the
 * list's Export route (the server writes the grid's columns in the screen's formats).
 */
import { DownloadMenu, serverFileChoice } from '../download-menu.tsx';

export const DOWNLOAD_LIST = 'Download';
export const EXCEL_CHOICE = 'Excel (.xlsx)';
export const CSV_CHOICE = 'CSV (.csv)';

/** `exportPath`: the list's Export route; `search`: its filters as a query string (no paging). */
export interface ListDownloadProps {
  exportPath: string;
  search: string;
  fileName: string;
}

export function ListDownload({ exportPath, search, fileName }: ListDownloadProps) {
  const urlOf = (format: 'xlsx' | 'csv') => `${exportPath}?${[`format=${format}`, search].filter(Boolean).join('&')}`;
  return (
    <DownloadMenu
      label={DOWNLOAD_LIST}
      choices={[
        serverFileChoice(EXCEL_CHOICE, urlOf('xlsx'), `${fileName}.xlsx`),
        serverFileChoice(CSV_CHOICE, urlOf('csv'), `${fileName}.csv`),
      ]}
    />
  );
}
