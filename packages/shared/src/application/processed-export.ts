/**
 * A processed batch's applications as a file (issue 15 Excel out) and the words the screen shows for them: the
 * assessment (fits, or congested and/or over a party's limit) and the outcome of allocation. The two-line cells of
 * the grid (number and applicant, seller and buyer) are two columns; corridors and limits are joined on one line.
 */
import type { ExportColumn } from '../file/table-export.ts';
import { formatMw } from '../format/numbers.ts';
import { ALLOCATION_OUTCOME_STATUS, APPLICATION_STATUS_LABELS } from './application-workflow.ts';
import { OUTCOME_WORDS } from './processing-outcomes.ts';
import type { ProcessedApplication } from './processing-result.schemas.ts';

/** An allocation's outcome in the words of the status it leads to (processing-outcomes.ts: 'Approved in part'). */
export const PROCESSING_OUTCOME_LABELS = Object.fromEntries(
  Object.entries(ALLOCATION_OUTCOME_STATUS).map(([outcome, status]) => [outcome, OUTCOME_WORDS[status].label]),
) as Record<NonNullable<ProcessedApplication['outcome']>, string>;

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
  { header: 'Application', cell: (r) => r.applicationNo ?? `#${r.id}` },
  { header: 'Applicant', cell: (r) => r.applicantName },
  { header: 'Seller', cell: (r) => r.sellerName ?? '' },
  { header: 'Buyer', cell: (r) => r.buyerName ?? '' },
  { header: 'Corridors', cell: (r) => r.corridors.join(', ') },
  { header: 'Received At', kind: 'receiptTime', cell: (r) => r.receivedAt },
  { header: 'MWh', kind: 'quantity', cell: (r) => r.requestedMwh },
  { header: 'Assessment', cell: assessmentText },
  { header: 'Outcome', cell: (r) => processedOutcomeLines(r).join('; ') },
  { header: 'Allocated MWh', kind: 'quantity', cell: (r) => r.allocatedMwh },
  { header: 'Status', cell: (r) => APPLICATION_STATUS_LABELS[r.status] },
];
