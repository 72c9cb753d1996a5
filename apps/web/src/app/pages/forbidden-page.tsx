import { useSignedInUser } from '../../lib/auth-session.ts';
import { PATHS } from '../paths.ts';
import { StatusPage } from './status-page.tsx';

/** /forbidden (spec §2.1): where a role lands on a page it may not open. Signed-out visitors are offered /login. */
export function ForbiddenPage() {
  const user = useSignedInUser();
  return (
    <StatusPage
      title="Access denied"
      message="You do not have permission to view this page."
      linkTo={user ? PATHS.home : PATHS.login}
      linkLabel={user ? 'Go to home' : 'Go to login'}
    />
  );
}
