/**
 * "Download" on a list (issue 15 Excel out): every page of the list's current filters as Excel or CSV, from the
 * list's Export route (the server writes the grid's columns in the screen's formats).
 */
import { DownloadMenu } from '../download-menu.tsx';

export const DOWNLOAD_LIST = 'Download';

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
        { label: 'Excel (.xlsx)', url: urlOf('xlsx'), fallbackName: `${fileName}.xlsx` },
        { label: 'CSV (.csv)', url: urlOf('csv'), fallbackName: `${fileName}.csv` },
      ]}
    />
  );
}
