/** The facts at the head of an inter-state registration's page: entity, sector, number, validity and dates. */
import type { InterStateDetail } from '@stoa/shared';
import type { RecordFact } from '../../../components/record/record-summary.tsx';
import { formatCalendarDate, formatDate } from '../../../lib/format.ts';

export function interStateFacts(record: InterStateDetail): RecordFact[] {
  const validity =
    record.approvedOn && record.expiredOn
      ? `${formatCalendarDate(record.approvedOn)} to ${formatCalendarDate(record.expiredOn)}`
      : null;
  return [
    { label: 'Entity Name', value: record.entityName },
    { label: 'Sector', value: record.sector },
    { label: 'Registration No', value: record.registrationNo },
    { label: 'Validity', value: validity },
    { label: 'Submitted On', value: formatDate(record.submittedOn) },
    { label: 'Updated On', value: formatDate(record.updatedOn) },
  ];
}
