import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, PAGES } from '@stoa/shared';
import { AuthShell } from '../../../components/auth-shell.tsx';
import { noticeOf, withNotice } from '../../../lib/route-notice.ts';
import { clearAccountEmail, readAccountEmail } from '../lib/account-email.ts';
import { SetPasswordForm } from '../components/set-password-form.tsx';

/**
 * /set-password (spec §2.2, §4 Account flow): the mailed code sets the password after pre-registration or a
 * forgotten password; then the user signs in.
 */
export function SetPasswordPage() {
  const navigate = useNavigate();
  // Read once: the address typed on the previous page (spec §4 Account flow).
  const [defaultEmail] = useState(readAccountEmail);
  const notice = noticeOf(useLocation().state);
  return (
    <AuthShell title="Set Password">
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <SetPasswordForm
        defaultEmail={defaultEmail}
        onPasswordSet={() => {
          clearAccountEmail();
          navigate(PAGES.login.path, { state: withNotice(ACCOUNT_MESSAGES.passwordSet) });
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
        <Link component={RouterLink} to={PAGES.login.path} variant="body2">
          Back to Log In
        </Link>
        <Link component={RouterLink} to={PAGES.forgotPassword.path} variant="body2">
          Resend code
        </Link>
      </Box>
    </AuthShell>
  );
}
