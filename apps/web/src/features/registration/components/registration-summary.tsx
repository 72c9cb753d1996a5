/** The head of a registration's page: who, what, where it stands, its dates and its fee. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ENTITY_TYPE_LABELS, type RegistrationDetail } from '@stoa/shared';
import { WorkflowStatusChip } from '../../../components/workflow/workflow-status-chip.tsx';
import { formatCalendarDate, formatDateTime, formatInr } from '../../../lib/format.ts';
import { registrationPaths } from '../routes/registration-paths.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

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

export function RegistrationSummary({ record }: { record: RegistrationDetail }) {
  const dash = (text: string) => text || '—';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      >
        <Fact label="Registration No">{record.registrationNo ?? '—'}</Fact>
        <Fact label="Entity Name">{record.entityName}</Fact>
        <Fact label="Entity Type">{ENTITY_TYPE_LABELS[record.entityType]}</Fact>
        <Fact label="Status">
          <WorkflowStatusChip status={record.status.status} />
        </Fact>
        <Fact label="Kind">
          <KindFact record={record} />
        </Fact>
        <Fact label="Submitted On">{dash(formatDateTime(record.submittedOn))}</Fact>
        <Fact label="Approved On">{dash(formatCalendarDate(record.approvedOn))}</Fact>
        <Fact label="Valid To">{dash(formatCalendarDate(record.expiredOn))}</Fact>
      </Box>
      {record.fee && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {record.fee.label} {formatInr(record.fee.amount)} — {record.fee.status}
        </Typography>
      )}
    </Paper>
  );
}
