import { MESSAGES } from '@stoa/shared';
import { PATHS } from '../paths.ts';
import { StatusPage } from './status-page.tsx';

/** The router's last line of defence, e.g. a page chunk that failed to load after a deploy. */
export function RouteErrorPage() {
  return (
    <StatusPage
      title={MESSAGES.unexpectedError}
      message="Please reload the page. If it happens again, contact the SLDC."
      linkTo={PATHS.home}
      linkLabel="Go to home"
    />
  );
}
