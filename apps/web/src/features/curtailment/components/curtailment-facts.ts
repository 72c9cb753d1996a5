/** The facts of an applied curtailment: number, corridor, dates, blocks, MW, reason and remarks, when and by whom. */
import type { CurtailmentDetail } from '@stoa/shared';
import type { RecordFact } from '../../../components/record/record-summary.tsx';
import { formatDateRange, formatDateTime, formatMw } from '../../../lib/format.ts';

export function curtailmentFacts(record: CurtailmentDetail): RecordFact[] {
  return [
    { label: 'Curtailment No.', value: record.curtailmentNo },
    { label: 'Corridor', value: record.corridorName },
    { label: 'Dates', value: formatDateRange(record.fromDate, record.toDate) },
    { label: 'Blocks', value: record.blocks },
    { label: 'MW Curtailed', value: `${formatMw(record.mw)} MW` },
    { label: 'Reason', value: record.reasonLabel },
    { label: 'Remarks', value: record.reason },
    { label: 'Applied On', value: formatDateTime(record.appliedAt) },
    { label: 'Applied By', value: record.appliedBy },
  ];
}
