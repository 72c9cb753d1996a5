/**
 * Read config → lock DATA_DIR (PGlite) → open db (an empty DATA_DIR from the build's template) → migrate → seed
 * (demo, if empty) → listen; graceful shutdown. The app's modules load while the database opens (the build puts
 * them in their own chunk).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { resolveJwtSecret } from './platform/jwt-secret.ts';

async function loadApp() {
  const [{ buildApp }, { loggerOptions }, { TokenService }, { installProcessGuards }] = await Promise.all([
    import('./app.ts'),
    import('./platform/logging.ts'),
    import('./platform/tokens.ts'),
    import('./platform/process-guards.ts'),
  ]);
  return { buildApp, loggerOptions, TokenService, installProcessGuards };
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  /** Milliseconds since the process started, at the end of each step (the ready line logs them). */
  const phasesMs: Record<string, number> = { modules: Math.round(performance.now()) };
  const phaseEnds = (name: string) => (phasesMs[name] = Math.round(performance.now()));
  const config = loadConfig();
  const here = path.dirname(fileURLToPath(import.meta.url));
  const loadingApp = loadApp();
  loadingApp.catch(() => undefined); // awaited below; a failure is thrown there
  const opened = await openConfiguredDatabase(config, { seed: config.SEED === 'demo' });
  phaseEnds('database');
  const { database } = opened;
  try {
    const { buildApp, loggerOptions, TokenService, installProcessGuards } = await loadingApp;
    phaseEnds('appModules');
    const tokens = new TokenService(
      resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
      config.ACCESS_TOKEN_TTL_SECONDS,
    );
    const app = await buildApp(
      {
        config,
        db: database.db,
        database,
        tokens,
        now: () => new Date(Date.now() + config.CLOCK_OFFSET_DAYS * 86_400_000),
      },
      {
        logger: loggerOptions(config.LOG_LEVEL, { production: config.NODE_ENV === 'production' }),
        webDistDir: config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist'),
        manualScreensDir: config.MANUAL_SCREENS_DIR ?? path.resolve(here, '../../../docs/manual/screens'),
      },
    );
    phaseEnds('app');
    installProcessGuards(app.log);
    if (config.CAPTCHA_FIXED)
      app.log.warn('CAPTCHA_FIXED is set: every captcha shows and accepts one text (tests only)');
    if (opened.templateProblem) {
      app.log.warn(
        { problem: opened.templateProblem },
        'new database created by initdb, not from the build template (a slower first start)',
      );
    }
    if (opened.seeded) app.log.info('seeded the demo data set (password of every demo user: Demo@1234)');

    // Graceful shutdown (platform/graceful-shutdown.ts): drain, then the app's own close, the database last. A
    // shutdown stuck past the grace (a database that does not answer its close) exits 1 a little later.
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutdown: started');
      const force = setTimeout(() => {
        app.log.error('shutdown: not done in time; exiting');
        process.exit(1);
      }, config.SHUTDOWN_GRACE_MS + 5_000).unref();
      await app.drain.run(config.SHUTDOWN_GRACE_MS);
      await app.close();
      app.log.info('shutdown: app closed');
      await opened.close();
      app.log.info('shutdown: database closed; exiting');
      clearTimeout(force);
      process.exit(0);
    };
    const onSignal = (signal: string) =>
      void shutdown(signal).catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
    process.on('SIGTERM', () => onSignal('SIGTERM'));
    process.on('SIGINT', () => onSignal('SIGINT'));

    await app.listen({ port: config.PORT, host: config.HOST });
    phaseEnds('listen');
    app.log.info(
      { database: database.kind, origin: opened.origin, startupMs: Date.now() - startedAt, phasesMs },
      `STOA Portal ready at http://localhost:${config.PORT}`,
    );
  } catch (err) {
    await opened.close().catch(() => undefined);
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
