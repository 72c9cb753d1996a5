/** The facts of a standing clearance request: number, entity, registration, transaction, MW, period, dates, remarks. */
import { CLEARANCE_DIRECTION_LABELS, CLEARANCE_KIND_LABELS, type StandingClearanceDetail } from '@stoa/shared';
import type { RecordFact } from '../../../components/record/record-summary.tsx';
import { formatDateRange, formatDateTime, formatMw } from '../../../lib/format.ts';

export function clearanceFacts(record: StandingClearanceDetail): RecordFact[] {
  const remarks = record.details['remarks'];
  return [
    { label: 'Clearance No', value: record.clearanceNo ?? 'Issued on approval' },
    { label: 'Entity Name', value: record.entityName },
    { label: 'Registration No', value: record.registrationNo },
    { label: 'Direction', value: CLEARANCE_DIRECTION_LABELS[record.direction] },
    { label: 'Transaction Type', value: record.transactionKind && CLEARANCE_KIND_LABELS[record.transactionKind] },
    {
      label: record.transactionKind === 'PowerExchange' ? 'Power Exchange' : 'Counterparty',
      value: record.counterparty,
    },
    { label: 'Quantum (MW)', value: formatMw(record.quantumMw) },
    { label: 'Period', value: formatDateRange(record.fromDate, record.toDate) },
    { label: 'Submitted On', value: formatDateTime(record.submittedOn) },
    { label: 'Decided On', value: formatDateTime(record.decidedOn) },
    { label: 'Remarks', value: typeof remarks === 'string' ? remarks : null },
  ];
}
