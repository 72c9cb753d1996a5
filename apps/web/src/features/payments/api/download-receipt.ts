import { downloadFile } from '../../../lib/download-file.ts';

/** GET /Payment/DownloadReceipt/{paymentId}: the receipt of an approved payment as a PDF, saved under the server's name. */
export function downloadReceipt(paymentId: number): Promise<string> {
  return downloadFile(`/Payment/DownloadReceipt/${paymentId}`, `payment-receipt-${paymentId}.pdf`);
}
