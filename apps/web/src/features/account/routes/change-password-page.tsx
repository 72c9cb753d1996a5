import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** /change-password (spec §2.2, §2.4): any role changes their own password; other sessions are signed out. */
export function ChangePasswordPage() {
  const user = useSignedInUser();
  return (
    <Stack spacing={3} sx={{ maxWidth: 520 }}>
      <Typography variant="h1">Change Password</Typography>
      {user && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <ChangePasswordForm userId={user.id} />
        </Paper>
      )}
    </Stack>
  );
}
