import { downloadFile } from '../../../lib/download-file.ts';

/** GET /EBidding/DownloadById?Id=: Form ST2 of an invitation as a PDF, saved under the server's name. */
export function downloadInvitation(id: number): Promise<string> {
  return downloadFile(`/EBidding/DownloadById?Id=${id}`, `e-bidding-invitation-${id}.pdf`);
}
