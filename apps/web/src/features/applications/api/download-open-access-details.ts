import { downloadFile } from '../../../lib/download-file.ts';

/** GET /Application/DownloadOpenAccessDetails/{id}: the application's schedule as a PDF. */
export function downloadOpenAccessDetails(id: number, applicationNo: string | null): Promise<string> {
  const fallback = `application-${(applicationNo ?? String(id)).replace(/[^\w-]+/g, '-')}.pdf`;
  return downloadFile(`/Application/DownloadOpenAccessDetails/${id}`, fallback);
}
