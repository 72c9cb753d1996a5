/**
 * The facts of a revision request: its number, the application (opening the application's record where the viewer
 * reads it), applicant, when asked and decided, the block it takes effect from, the energy it takes off; its reason
 * below them.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { APPLICATION_TYPE_LABELS, RECORD_LINKS, type RevisionDetail } from '@stoa/shared';
import type { RecordFact } from '../../../components/record/record-summary.tsx';
import { formatDateTime, formatMw } from '../../../lib/format.ts';
import { pointText } from './revision-format.ts';
import { RevisionStatusChip } from './revision-status-chip.tsx';

/** The application's record: an applicant's own page, else the SLDC's. */
export const applicationLinkOf = (record: RevisionDetail, isApplicant: boolean) =>
  isApplicant
    ? RECORD_LINKS.applicationOfApplicant(record.applicationType, record.applicationId)
    : RECORD_LINKS.applicationOfSldc(record.applicationType, record.applicationId);

export function revisionFacts(record: RevisionDetail, isApplicant: boolean): RecordFact[] {
  return [
    { label: 'Revision No.', value: record.revisionNo },
    {
      label: 'Application No.',
      value: (
        <Link component={RouterLink} to={applicationLinkOf(record, isApplicant)}>
          {record.applicationNo}
        </Link>
      ),
    },
    { label: 'Application Type', value: APPLICATION_TYPE_LABELS[record.applicationType] },
    { label: 'Applicant', value: record.applicantName },
    { label: 'Requested On', value: formatDateTime(record.requestedAt) },
    { label: 'Effective From', value: pointText(record.effectiveFrom) },
    { label: 'Reduced (MWh)', value: formatMw(record.reducedMwh) },
    { label: 'Status', value: <RevisionStatusChip status={record.status} /> },
    { label: 'Decided On', value: formatDateTime(record.decidedAt) },
  ];
}

export function RevisionReason({ reason }: { reason: string }) {
  return (
    <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="caption" color="text.secondary">
        Reason:{' '}
      </Typography>
      {reason}
    </Typography>
  );
}
