/** The facts at the head of a registration's page: who, what, where it stands, its dates; and its fee. */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ENTITY_TYPE_LABELS, type RegistrationDetail } from '@stoa/shared';
import type { RecordFact } from '../../../components/record/record-summary.tsx';
import { WorkflowStatusChip } from '../../../components/workflow/workflow-status-chip.tsx';
import { feeFactValue } from '../../../components/record/record-fee.tsx';
import { formatCalendarDate, formatDateTime } from '../../../lib/format.ts';
import { registrationPaths } from '../routes/registration-paths.ts';

function KindFact({ record }: { record: RegistrationDetail }) {
  if (record.kind !== 'Renewal' || record.previousRegistrationId === null) return <>{record.kind}</>;
  return (
    <>
      Renewal of{' '}
      <Link component={RouterLink} to={registrationPaths.view(record.entityType, record.previousRegistrationId)}>
        {record.registrationNo ?? `registration ${record.previousRegistrationId}`}
      </Link>
    </>
  );
}

export function registrationFacts(record: RegistrationDetail): RecordFact[] {
  return [
    { label: 'Registration No', value: record.registrationNo },
    { label: 'Entity Name', value: record.entityName },
    { label: 'Entity Type', value: ENTITY_TYPE_LABELS[record.entityType] },
    { label: 'Status', value: <WorkflowStatusChip status={record.status.status} /> },
    { label: 'Kind', value: <KindFact record={record} /> },
    { label: 'Submitted On', value: formatDateTime(record.submittedOn) },
    { label: 'Approved On', value: formatCalendarDate(record.approvedOn) },
    { label: 'Valid To', value: formatCalendarDate(record.expiredOn) },
  ];
}

/** The fee its submission raised, in the viewer's words (the payer's, or what the SLDC misses). */
export function RegistrationFee({ fee }: { fee: RegistrationDetail['fee'] }) {
  if (!fee) return null;
  return (
    <Typography variant="body2" sx={{ mt: 2 }}>
      {fee.label}: {feeFactValue(fee)}
    </Typography>
  );
}
