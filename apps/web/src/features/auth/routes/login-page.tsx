import Alert from '@mui/material/Alert';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@stoa/shared';
import { AuthShell } from '../../../components/auth-shell.tsx';
import { useAuthSession } from '../../../lib/auth-session.ts';
import { noticeOf } from '../../../lib/route-notice.ts';
import { LoginForm } from '../components/login-form.tsx';

/** /login (spec §2.2): on success the user goes to `/`, which opens the first page for the role. */
export function LoginPage() {
  const navigate = useNavigate();
  const { isExpired } = useAuthSession();
  // The account flow lands here after setting a password (spec §8 'Password successfully set! Please login.').
  const successNotice = noticeOf(useLocation().state);
  return (
    <AuthShell title="Log In">
      {successNotice && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {successNotice}
        </Alert>
      )}
      <LoginForm
        notice={isExpired ? MESSAGES.sessionExpired : null}
        onSignedIn={() => navigate('/', { replace: true })}
      />
    </AuthShell>
  );
}
