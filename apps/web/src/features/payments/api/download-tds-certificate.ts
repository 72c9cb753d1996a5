import { downloadFile } from '../../../lib/download-file.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';

export interface TdsCertificateRequest {
  /** The financial year's first calendar year (2026: April 2026 – March 2027). */
  financialYear: number;
  quarter: number;
  /** The payer (the SLDC names one; a payer gets its own and sends none). */
  partyUserId?: number | undefined;
}

export const tdsCertificateUrl = (request: TdsCertificateRequest) =>
  `/Payment/DownloadTdsCertificate?${toListSearch({ ...request })}`;

/** GET /Payment/DownloadTdsCertificate: a quarter's TDS summary of a payer (Form 16A style) as a PDF. */
export function downloadTdsCertificate(request: TdsCertificateRequest): Promise<string> {
  const fallback = `TDS-Summary-FY${request.financialYear}-Q${request.quarter}.pdf`;
  return downloadFile(tdsCertificateUrl(request), fallback);
}
