import { describe, expect, it } from 'vitest';
import { csvLines } from '../file/table-export.ts';
import {
  PROCESSED_APPLICATION_EXPORT_COLUMNS,
  processedOutcomeLines,
  processedShortfalls,
} from './processed-export.ts';
import type { ProcessedApplication } from './processing-result.schemas.ts';

const row: ProcessedApplication = {
  id: 12,
  applicationNo: null,
  applicantName: 'Sunrise Solar Pvt Ltd',
  sellerName: 'Sunrise Solar Pvt Ltd',
  buyerName: null,
  corridors: ['Itanagar zone', 'Naharlagun zone'],
  receivedAt: '2026-03-10T04:00:05Z',
  requestedMwh: 12.5,
  fits: false,
  congestedBlocks: 3,
  maxShortfall: 1.5,
  limitedBlocks: 2,
  limitedBy: ["buyer's contract demand (Hill Cement Ltd)"],
  outcome: 'Partial',
  allocatedMwh: 10,
  status: 'PendingApplicantApproval',
  statusLabel: 'Pending Applicant Approval',
};

describe('processed applications in words (issue 15 Excel out)', () => {
  it('names what an application is short of, and its outcome with the limits that cut it', () => {
    expect(processedShortfalls(row)).toEqual([
      { label: 'Congested', detail: '3 blocks, short 1.50 MW' },
      { label: 'Over party limit', detail: '2 blocks' },
    ]);
    expect(processedShortfalls({ ...row, congestedBlocks: 0, limitedBlocks: 0 })).toEqual([]);
    expect(processedOutcomeLines(row)).toEqual([
      'Approved in part',
      "Limited by the buyer's contract demand (Hill Cement Ltd)",
    ]);
    expect(processedOutcomeLines({ ...row, outcome: 'Congested', limitedBy: [] })).toEqual(['Sent to e-bidding']);
    expect(processedOutcomeLines({ ...row, outcome: null })).toEqual([]);
  });

  it('writes a row as the grid shows it: two-line cells as two columns, the receipt time to the second (ISO in a CSV)', () => {
    const [, line] = csvLines(PROCESSED_APPLICATION_EXPORT_COLUMNS, [row], true).split('\r\n');
    expect(line).toBe(
      '#12,Sunrise Solar Pvt Ltd,Sunrise Solar Pvt Ltd,,"Itanagar zone, Naharlagun zone",' +
        '2026-03-10T09:30:05+05:30,12.50,"Congested: 3 blocks, short 1.50 MW; Over party limit: 2 blocks",' +
        "Approved in part; Limited by the buyer's contract demand (Hill Cement Ltd),10.00,Pending Applicant Approval",
    );
  });
});
