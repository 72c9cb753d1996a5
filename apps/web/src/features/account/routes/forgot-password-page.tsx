import { useState } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, PAGES } from '@stoa/shared';
import { AuthShell } from '../../../components/auth-shell.tsx';
import { withNotice } from '../../../lib/route-notice.ts';
import { readAccountEmail, storeAccountEmail } from '../lib/account-email.ts';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

/** /forgot-password (spec §2.2): mails a verification code, then /set-password. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  // Read once: the address typed on the previous page (spec §4 Account flow).
  const [defaultEmail] = useState(readAccountEmail);
  return (
    <AuthShell title="Forgot Password">
      <ForgotPasswordForm
        defaultEmail={defaultEmail}
        onCodeSent={(email) => {
          storeAccountEmail(email);
          navigate(PAGES.setPassword.path, { state: withNotice(ACCOUNT_MESSAGES.codeSent) });
        }}
      />
      <Link component={RouterLink} to={PAGES.login.path} variant="body2" sx={{ display: 'block', mt: 2 }}>
        Back to Log In
      </Link>
    </AuthShell>
  );
}
