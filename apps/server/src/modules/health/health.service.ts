/**
 * Liveness and readiness: does the database answer, can mail be delivered. The portal works while mail is down
 * (mail waits in the outbox), not while the database is.
 */
import type { AppDeps } from '../../app-deps.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { pingDatabase } from './health.repository.ts';

export interface HealthReport {
  database: 'up' | 'down';
  /** 'off': no SMTP_URL, mail is kept in the outbox; 'down': the latest delivery attempt failed. */
  mail: 'up' | 'down' | 'off';
  /** The driver's error when the database does not answer (logged, never answered). */
  databaseError?: unknown;
}

export function createHealthService(deps: AppDeps, mail: Mail) {
  return {
    /** Which database the portal runs on. */
    databaseKind: deps.database.kind,
    async check(): Promise<HealthReport> {
      const mailState = mail.worker?.health() ?? 'off';
      try {
        await pingDatabase(deps.db);
      } catch (err) {
        return { database: 'down', mail: mailState, databaseError: err };
      }
      return { database: 'up', mail: mailState };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
