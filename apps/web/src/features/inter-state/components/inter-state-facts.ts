/** The facts at the head of an inter-state registration's page: entity, sector, number, validity and dates. */
import type { InterStateDetail } from '@stoa/shared';
import type { RecordFact } from '../../../components/record/record-summary.tsx';
import { formatDateRange, formatDateTime } from '../../../lib/format.ts';

export function interStateFacts(record: InterStateDetail): RecordFact[] {
  const validity = record.approvedOn && record.expiredOn ? formatDateRange(record.approvedOn, record.expiredOn) : null;
  return [
    { label: 'Entity Name', value: record.entityName },
    { label: 'Sector', value: record.sector },
    { label: 'Registration No', value: record.registrationNo },
    { label: 'Validity', value: validity },
    // Instants as the house date-time (spec §9), as every other record's facts show them.
    { label: 'Submitted On', value: formatDateTime(record.submittedOn) },
    { label: 'Updated On', value: formatDateTime(record.updatedOn) },
  ];
}
