import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useProfile } from '../api/get-profile.ts';
import { ProfileForm } from '../components/profile-form.tsx';

/** /profile (spec §2.2, §2.4): any role's own profile. */
export function ProfilePage() {
  const user = useSignedInUser();
  const profile = useProfile();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">My Profile</Typography>
      {profile.isPending && <PageLoader />}
      {profile.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
      {profile.data && user && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <ProfileForm profile={profile.data} role={user.role} />
        </Paper>
      )}
    </Stack>
  );
}
