import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EntityType } from '@stoa/shared';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useRegistrations } from '../api/get-registrations.ts';
import { isApplicant } from '../components/processor-source.ts';
import { RegistrationRequests } from '../components/registration-requests.tsx';
import { RegistrationTable } from '../components/registration-table.tsx';
import { RenewableRegistrations } from '../components/renewable-registrations.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';

const NO_FILTERS: readonly never[] = [];
/** An applicant holds few registrations: one page of the largest size has them all. */
const ALL_OWN = { pageNumber: 1, pageSize: 100 } as const;

/** /registrations/renew (spec §2.7): Renewal of Registration for applicants, Renewal Requests for processors. */
export function RenewalListPage() {
  const user = useSignedInUser();
  if (!isApplicant(user?.role)) return <RegistrationRequests title="Renewal Requests" source={{ kind: 'renewals' }} />;
  if (!user?.entityType)
    return <Alert severity="error">Your account has no entity type: ask the Admin to set it.</Alert>;
  return <ApplicantRenewals entityType={user.entityType} />;
}

function ApplicantRenewals({ entityType }: { entityType: EntityType }) {
  const paging = useUrlPaging(NO_FILTERS);
  const registrations = useRegistrations({ kind: 'entityType', entityType }, ALL_OWN);
  const renewals = useRegistrations({ kind: 'renewals' }, paging.query);
  const [notice, setNotice] = useRouteNotice();

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Renewal of Registration</Typography>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RenewableRegistrations
        registrations={registrations.data?.registrationList}
        renewals={renewals.data?.registrationList ?? []}
        isError={registrations.isError}
      />
      <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
        Your renewals
      </Typography>
      <RegistrationTable
        label="Renewals"
        paging={paging}
        list={renewals}
        entityType={entityType}
        canEdit
        source={{ kind: 'renewals' }}
        query={paging.query}
      />
    </Stack>
  );
}
