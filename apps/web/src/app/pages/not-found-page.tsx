import { MESSAGES } from '@stoa/shared';
import { PATHS } from '../paths.ts';
import { StatusPage } from './status-page.tsx';

/** Spec §2.1: unknown routes show '404 - Page not found.' and a link home. */
export function NotFoundPage() {
  return <StatusPage title={MESSAGES.notFound} linkTo={PATHS.home} linkLabel="Go to home" />;
}
