import { useNavigate } from 'react-router';
import { MESSAGES } from '@stoa/shared';
import { useAuthSession } from '../../../lib/auth-session.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /login (spec §2.2): on success the user goes to `/`, which opens the first page for the role. */
export function LoginPage() {
  const navigate = useNavigate();
  const { isExpired } = useAuthSession();
  return (
    <AuthShell title="Log In">
      <LoginForm
        notice={isExpired ? MESSAGES.sessionExpired : null}
        onSignedIn={() => navigate('/', { replace: true })}
      />
    </AuthShell>
  );
}
