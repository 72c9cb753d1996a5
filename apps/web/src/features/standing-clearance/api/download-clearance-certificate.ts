import { downloadFile } from '../../../lib/download-file.ts';

/** GET /StandingClearance/Download/{id}: the certificate of an approved clearance, saved under the server's name. */
export function downloadClearanceCertificate(id: number): Promise<string> {
  return downloadFile(`/StandingClearance/Download/${id}`, `standing-clearance-${id}.pdf`);
}
