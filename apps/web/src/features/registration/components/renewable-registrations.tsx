/**
 * The applicant's registrations that can be renewed (spec §4 Renew rule: Approved or Expired), each with Renew. A
 * registration whose renewal is already under way (a renewal keeps its registration's number) waits for it.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { MESSAGES, REGISTRATION_MESSAGES, type RegistrationRow } from '@stoa/shared';
import { WorkflowStatusChip } from '../../../components/workflow/workflow-status-chip.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { registrationPaths } from '../routes/registration-paths.ts';
import { isEditableStatus, isInForce, isInProcess, isRenewable } from './registration-status.ts';

interface RenewableRegistrationsProps {
  /** The applicant's registrations (kind Registration); undefined while loading. */
  registrations: readonly RegistrationRow[] | undefined;
  /** The applicant's renewals known so far. */
  renewals: readonly RegistrationRow[];
  isError: boolean;
}

function validity(row: RegistrationRow): string | null {
  if (!row.expiredOn) return null;
  const date = formatCalendarDate(row.expiredOn);
  return isInForce(row.status.status) ? `Valid to ${date}` : `Expired on ${date}`;
}

export function RenewableRegistrations({ registrations, renewals, isError }: RenewableRegistrationsProps) {
  const navigate = useNavigate();
  const renewable = registrations?.filter((row) => isRenewable(row.status.status)) ?? [];
  const isUnderWay = (row: RegistrationRow) =>
    renewals.some(
      (renewal) =>
        renewal.registrationNo === row.registrationNo &&
        (isInProcess(renewal.status.status) || isEditableStatus(renewal.status.status)),
    );

  return (
    <Card component="section" aria-labelledby="renewable-heading">
      <CardContent>
        <Typography id="renewable-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          Registrations to renew
        </Typography>
        {isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
        {registrations && renewable.length === 0 && (
          <Typography color="text.secondary">{REGISTRATION_MESSAGES.renewNotAllowed}</Typography>
        )}
        <Stack divider={<Divider flexItem />} spacing={1.5}>
          {renewable.map((row) => {
            const waiting = isUnderWay(row);
            return (
              <Stack
                key={row.id}
                direction="row"
                aria-label={row.registrationNo ?? row.entityName}
                role="group"
                sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
              >
                <Stack sx={{ flex: 1, minWidth: 200 }}>
                  <Typography sx={{ fontWeight: 600 }}>{row.registrationNo ?? '—'}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.entityName}
                  </Typography>
                </Stack>
                <Stack sx={{ alignItems: 'flex-start', minWidth: 180 }}>
                  <WorkflowStatusChip status={row.status.status} />
                  {validity(row) && (
                    <Typography variant="caption" color="text.secondary">
                      {validity(row)}
                    </Typography>
                  )}
                </Stack>
                <Stack sx={{ alignItems: 'flex-end' }}>
                  <Button
                    variant="contained"
                    disabled={waiting}
                    onClick={() => navigate(registrationPaths.renew(row.id))}
                  >
                    Renew
                  </Button>
                  {waiting && (
                    <Typography variant="caption" color="text.secondary">
                      {REGISTRATION_MESSAGES.renewalInProcess}
                    </Typography>
                  )}
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
