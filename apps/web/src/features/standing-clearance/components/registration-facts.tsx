/** The applicant's registration as the request form shows it: number, type, validity and the limits per direction. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ENTITY_TYPE_LABELS, formatClearanceMw, type ClearanceRegistration } from '@stoa/shared';
import { formatCalendarDate } from '../../../lib/format.ts';

export function RegistrationFacts({
  entityName,
  registration,
}: {
  entityName: string;
  registration: ClearanceRegistration;
}) {
  const limits = [
    registration.exBusCapacityMw !== null
      ? `Sell up to ${formatClearanceMw(registration.exBusCapacityMw)} (ex-bus capacity)`
      : null,
    registration.contractDemandMw !== null
      ? `Buy up to ${formatClearanceMw(registration.contractDemandMw)} (contract demand)`
      : null,
  ].filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Your registration">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {entityName} — {registration.registrationNo ?? `Registration #${registration.registrationId}`} (
        {ENTITY_TYPE_LABELS[registration.entityType]})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {registration.expiredOn ? `Valid to ${formatCalendarDate(registration.expiredOn)}. ` : ''}
        {limits.join('; ')}
      </Typography>
    </Paper>
  );
}
