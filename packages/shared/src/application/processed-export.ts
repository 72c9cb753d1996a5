/**
 * A processed batch's applications as a file (issue 15 Excel out) and the words the screen shows for them: the
 * assessment (fits, or congested and/or over a party's limit) and the outcome of allocation. The two-line cells of
 * the grid (number and applicant, seller and buyer) are two columns; corridors and limits are joined on one line.
 */
import { formatDisplayReceiptTime } from '../calendar/dates.ts';
import type { ExportColumn } from '../file/table-export.ts';
import { formatMw } from '../format/numbers.ts';
import { APPLICATION_STATUS_LABELS } from './application-workflow.ts';
import type { ProcessedApplication } from './processing-result.schemas.ts';

export const PROCESSING_OUTCOME_LABELS: Record<NonNullable<ProcessedApplication['outcome']>, string> = {
  Full: 'Full',
  Partial: 'Partial',
  None: 'None',
  Congested: 'E-Bidding',
};

/** What a processed application is short of, each as a chip's label and its detail; none when it fits. */
export function processedShortfalls(row: ProcessedApplication): { label: string; detail: string }[] {
  return [
    ...(row.congestedBlocks > 0
      ? [{ label: 'Congested', detail: `${row.congestedBlocks} blocks, short ${formatMw(row.maxShortfall)} MW` }]
      : []),
    ...(row.limitedBlocks > 0 ? [{ label: 'Over party limit', detail: `${row.limitedBlocks} blocks` }] : []),
  ];
}

/** The outcome and the party limits that cut it ('Limited by the buyer's contract demand (…)'); empty before one. */
export function processedOutcomeLines(row: ProcessedApplication): string[] {
  if (row.outcome === null) return [];
  return [PROCESSING_OUTCOME_LABELS[row.outcome], ...row.limitedBy.map((limit) => `Limited by the ${limit}`)];
}

function assessmentText(row: ProcessedApplication): string {
  if (row.fits) return 'Fits';
  return processedShortfalls(row)
    .map(({ label, detail }) => `${label}: ${detail}`)
    .join('; ');
}

export const PROCESSED_APPLICATION_EXPORT_COLUMNS: readonly ExportColumn<ProcessedApplication>[] = [
  { header: 'Application', cell: (r) => r.applicationNo ?? `#${r.id}`, width: 22 },
  { header: 'Applicant', cell: (r) => r.applicantName, width: 30 },
  { header: 'Seller', cell: (r) => r.sellerName ?? '', width: 30 },
  { header: 'Buyer', cell: (r) => r.buyerName ?? '', width: 30 },
  { header: 'Corridors', cell: (r) => r.corridors.join(', '), width: 24 },
  { header: 'Received At', cell: (r) => (r.receivedAt ? formatDisplayReceiptTime(r.receivedAt) : ''), width: 24 },
  { header: 'MWh', cell: (r) => r.requestedMwh, isQuantity: true, width: 12 },
  { header: 'Assessment', cell: assessmentText, width: 40 },
  { header: 'Outcome', cell: (r) => processedOutcomeLines(r).join('; '), width: 30 },
  { header: 'Allocated MWh', cell: (r) => r.allocatedMwh, isQuantity: true, width: 14 },
  { header: 'Status', cell: (r) => APPLICATION_STATUS_LABELS[r.status], width: 30 },
];
