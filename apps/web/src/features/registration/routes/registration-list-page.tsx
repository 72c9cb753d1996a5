import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate } from 'react-router';
import type { EntityType } from '@stoa/shared';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useRegistrations } from '../api/get-registrations.ts';
import { isApplicant, requestSource } from '../components/processor-source.ts';
import { RegistrationRequests } from '../components/registration-requests.tsx';
import { newRegistrationBlock } from '../components/registration-status.ts';
import { RegistrationTable } from '../components/registration-table.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { registrationPaths } from './registration-paths.ts';

const NO_FILTERS: readonly never[] = [];

/**
 * /registrations (spec §2.7): an applicant's own registrations with New Registration; the processors' Registration
 * Requests.
 */
export function RegistrationListPage() {
  const user = useSignedInUser();
  if (!isApplicant(user?.role))
    return <RegistrationRequests title="Registration Requests" source={requestSource(user?.role)} />;
  if (!user?.entityType)
    return <Alert severity="error">Your account has no entity type: ask the Admin to set it.</Alert>;
  return <ApplicantRegistrations entityType={user.entityType} />;
}

function ApplicantRegistrations({ entityType }: { entityType: EntityType }) {
  const paging = useUrlPaging(NO_FILTERS);
  const source = { kind: 'entityType', entityType } as const;
  const list = useRegistrations(source, paging.query);
  const [notice, setNotice] = useRouteNotice();
  const navigate = useNavigate();
  // Known once the list has answered; until then the button waits rather than offering a refused start.
  const block = list.data ? newRegistrationBlock(list.data.registrationList.map((row) => row.status.status)) : null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Registration</Typography>
        <Stack sx={{ alignItems: 'flex-end' }}>
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => navigate(registrationPaths.create)}
            disabled={!list.data || block !== null}
            aria-describedby={block ? 'new-registration-hint' : undefined}
          >
            New Registration
          </Button>
          {block && (
            <Typography id="new-registration-hint" variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
              {block}
            </Typography>
          )}
        </Stack>
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RegistrationTable
        label="Registrations"
        paging={paging}
        list={list}
        entityType={entityType}
        canEdit
        source={source}
        query={paging.query}
      />
    </Stack>
  );
}
