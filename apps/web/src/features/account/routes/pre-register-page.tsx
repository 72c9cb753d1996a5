import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, PAGES } from '@stoa/shared';
import { AuthShell } from '../../../components/auth-shell.tsx';
import { withNotice } from '../../../lib/route-notice.ts';
import { storeAccountEmail } from '../lib/account-email.ts';
import { PreRegisterForm } from '../components/pre-register-form.tsx';

/** /pre-register (spec §2.2, §4 Account flow): Form-A, then /set-password with the mailed code. */
export function PreRegisterPage() {
  const navigate = useNavigate();
  return (
    <AuthShell title="Pre-Registration (Form-A)" maxWidth={760}>
      <PreRegisterForm
        onRegistered={(email) => {
          storeAccountEmail(email);
          navigate(PAGES.setPassword.path, { state: withNotice(ACCOUNT_MESSAGES.preRegistered) });
        }}
      />
    </AuthShell>
  );
}
