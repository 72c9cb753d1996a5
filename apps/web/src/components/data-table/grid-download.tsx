/**
 * "Download" on a grid held whole in the browser (issue 15 Excel out): the grid's rows as the screen shows them,
 * written in the browser as Excel or CSV — the same button and words as a server list's ListDownload.
 */
import type { RefObject } from 'react';
import type { GridApi } from '@mui/x-data-grid';
import { saveBlob } from '../../lib/download-file.ts';
import { csvBlobOf, xlsxBlobOf } from '../../lib/table-file.ts';
import { DownloadMenu } from '../download-menu.tsx';
import { gridFileOf } from './grid-table.ts';
import { CSV_CHOICE, DOWNLOAD_LIST, EXCEL_CHOICE } from './list-download.tsx';

/** A file name from a grid's label: 'STOA Charges' → 'STOA-Charges'. */
export function fileNameOf(label: string): string {
  return label.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'list';
}

/** `fileName` without its extension; `sheetName` names the xlsx sheet. */
export function GridDownload({
  apiRef,
  fileName,
  sheetName,
}: {
  apiRef: RefObject<GridApi | null>;
  fileName: string;
  sheetName: string;
}) {
  const saveXlsx = async () => saveBlob(xlsxBlobOf(gridFileOf(apiRef), sheetName), `${fileName}.xlsx`);
  const saveCsv = async () => saveBlob(csvBlobOf(gridFileOf(apiRef)), `${fileName}.csv`);
  return (
    <DownloadMenu
      label={DOWNLOAD_LIST}
      choices={[
        { label: EXCEL_CHOICE, save: saveXlsx },
        { label: CSV_CHOICE, save: saveCsv },
      ]}
    />
  );
}
