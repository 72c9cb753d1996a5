/**
 * buildApp(deps) → the Fastify instance: one plugin tree for the API, its docs and the SPA. Tests call it with a
 * fresh database and use inject(); main.ts adds listen() and shutdown.
 */
import { constants as zlibConstants } from 'node:zlib';
import { LIST_LINKS } from '@stoa/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installErrorMap } from '@stoa/shared';
import type { AppDeps } from './app-deps.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { frameworkErrors, registerRequestLimits } from './platform/request-limits.ts';
import { registerAccessGuard } from './platform/access-guard.ts';
import { forgetConfig } from './platform/config-reads.ts';
import { registerSpa } from './platform/spa.ts';
import { registerNoStore } from './platform/no-store.ts';
import { registerDrain, type Drain } from './platform/graceful-shutdown.ts';
import { apiDocsOpen } from './config.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createNotificationService } from './modules/notification/notification.service.ts';
import { notificationRoutes } from './modules/notification/notification.routes.ts';
import { RETRY_MS, RealtimeHub, listenRealtime } from './platform/realtime/realtime.ts';
import { createDashboardService, workflowQueue } from './modules/dashboard/dashboard.service.ts';
import { applicationQueueTiles } from './modules/application/application-queue.ts';
import { dashboardRoutes, refreshDashboardOnWrites } from './modules/dashboard/dashboard.routes.ts';
import { overdueSources } from './modules/dashboard/dashboard-overdue.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createMail, mailJob, type Mail } from './platform/mail/mail.ts';
import { createVerificationCodes } from './modules/account/verification-code.service.ts';
import { createRecoveryService } from './modules/account/recovery.service.ts';
import { recoveryRoutes } from './modules/account/recovery.routes.ts';
import { createProfileService } from './modules/account/profile.service.ts';
import { profileRoutes } from './modules/account/profile.routes.ts';
import { createAdminUsersService } from './modules/account/admin-users.service.ts';
import { adminUsersRoutes } from './modules/account/admin-users.routes.ts';
import { utilityRoutes } from './modules/configuration/utility.routes.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { createOutboxService } from './modules/mail/outbox.service.ts';
import multipart from '@fastify/multipart';
import { fileRoutes } from './modules/file/file.routes.ts';
import { createFileService } from './modules/file/file.service.ts';
import { chargesRoutes } from './modules/configuration/charges.routes.ts';
import { createChargesService } from './modules/configuration/charges.service.ts';
import { holidayRoutes } from './modules/configuration/holiday.routes.ts';
import { createHolidayService } from './modules/configuration/holiday.service.ts';
import { masterDataRoutes } from './modules/configuration/master-data.routes.ts';
import { reasonRoutes } from './modules/configuration/reasons.routes.ts';
import { createReasonService } from './modules/configuration/reasons.service.ts';
import { createUtilityService } from './modules/configuration/utility.service.ts';
import { createMasterDataService } from './modules/configuration/master-data.service.ts';
import { createRulesService } from './modules/configuration/rules.service.ts';
import { createManualService } from './modules/configuration/manual.service.ts';
import { tdsRoutes } from './modules/configuration/tds.routes.ts';
import { createTdsService } from './modules/configuration/tds.service.ts';
import { historyRoutes } from './modules/configuration/history.routes.ts';
import { createHistoryService } from './modules/configuration/history.service.ts';
import { manualRoutes } from './modules/file/manual.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { createRegistrationService } from './modules/registration/registration.service.ts';
import { FILE_RECORD_CHECKS } from './modules/file/record-checks.ts';
import { registrationJobs } from './modules/registration/registration-jobs.ts';
import { traderRoutes } from './modules/trader/trader.routes.ts';
import { interStateRoutes } from './modules/inter-state/inter-state.routes.ts';
import { applicationRoutes } from './modules/application/application.routes.ts';
import { atcRoutes } from './modules/atc/atc.routes.ts';
import { createAtcService } from './modules/atc/atc.service.ts';
import { standingClearanceRoutes } from './modules/standing-clearance/standing-clearance.routes.ts';
import { revisionRoutes } from './modules/revision/revision.routes.ts';
import { createRevisionService } from './modules/revision/revision.service.ts';
import { curtailmentRoutes } from './modules/curtailment/curtailment.routes.ts';
import { createCurtailmentService } from './modules/curtailment/curtailment.service.ts';
import { reportRoutes } from './modules/report/report.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { createReportService } from './modules/report/report.service.ts';
import { eBiddingRoutes } from './modules/ebidding/ebidding.routes.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { tdsChallanRoutes } from './modules/payment/tds-challan.routes.ts';
import { createPaymentService } from './modules/payment/payment.service.ts';
import { createEBiddingService } from './modules/ebidding/ebidding.service.ts';
import { clockJob } from './platform/workflow/clock-job.ts';
import { createScheduler, type Scheduler } from './platform/jobs/jobs.ts';
import { paymentJobs } from './modules/payment/payment-jobs.ts';
import { createStandingClearanceService } from './modules/standing-clearance/standing-clearance.service.ts';
import { createApplicationService } from './modules/application/application.service.ts';
import { createProcessingService } from './modules/application/processing.service.ts';
import { createInterStateService } from './modules/inter-state/inter-state.service.ts';
import { createTraderService } from './modules/trader/trader.service.ts';
import { timelineExportRoutes } from './modules/timeline-export/timeline-export.routes.ts';
import { createTimelineExportService } from './modules/timeline-export/timeline-export.service.ts';
import { createTimelineSources } from './modules/timeline-export/timeline-sources.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail (outbox + worker); tests drain the worker. */
    mail: Mail;
    /** Recurring jobs; tests run them on a moved clock. */
    jobs: { runExpiry(): Promise<number>; runDeemed(): Promise<number>; scheduler: Scheduler };
    /** The graceful shutdown's drain (main.ts runs it on SIGTERM). */
    drain: Drain;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** The built SPA to serve; omitted in API tests. */
  webDistDir?: string | undefined;
  /** The e2e walk's screenshots the built-in user manual embeds (docs/manual/screens); omitted: words only. */
  manualScreensDir?: string | undefined;
}

/**
 * TRUST_PROXY for Fastify. Fastify 5 treats a bare hop count as "trust nothing" (it cannot vouch for the peer), so a
 * hop count becomes a function trusting the nearest `hops` addresses — right only when clients can reach the
 * portal solely through those proxies; a list of proxy addresses checks who the peer is.
 */
function trustProxyOption(setting: false | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  installErrorMap();
  const trustProxy = trustProxyOption(deps.config.TRUST_PROXY);
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // TRUST_PROXY: behind a reverse proxy, request.ip (throttles, audit rows, rate limits) is the client it names.
    trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLimits(app);
  // Realtime (issue 20): the streams of this instance, fed by the database's NOTIFY.
  const hub = new RealtimeHub({ configChanged: () => forgetConfig(deps.db) });
  // Before every route, so each one is drained; the scheduler and the mail worker are made below.
  app.decorate(
    'drain',
    registerDrain(app, {
      closeLinks: (retryMs) => {
        const links = hub.size;
        hub.closeAll(retryMs);
        return links;
      },
      workers: () => [jobs.scheduler, ...(mail.worker ? [mail.worker] : [])],
    }),
  );

  // No upgrade-insecure-requests: TLS is the deployment's front proxy's job, and the portal must also work over
  // plain HTTP on an intranet address.
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  await app.register(rateLimit, { global: false });
  // Answers in br or gzip (a buffered one from 1 KB): JSON, text (CSV downloads), XML, JavaScript. Brotli at quality 4
  // (its default 11 costs many times the CPU for a few per cent). Registered before any route: it hooks each route.
  // Not compressed: the SPA's files (compressed at build time, sent with their content-encoding, platform/spa.ts),
  // PDFs, spreadsheets, images and octet-streams (compressed already, or opaque). Request bodies are not decoded.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript(?:;|$)/,
    globalDecompression: false,
  });
  // Uploads: one file per request, limits per route (File/Upload); no other multipart routes.
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: deps.config.FILE_MAX_BYTES } });
  // The API's own map is for developers: closed in production unless API_DOCS=on.
  await registerOpenApi(app, { isUiOpen: apiDocsOpen(deps.config) });
  registerNoStore(app);

  const mail = createMail({
    db: deps.db,
    smtpUrl: deps.config.SMTP_URL,
    from: deps.config.MAIL_FROM,
    pollMs: deps.config.MAIL_POLL_MS,
    now: deps.now,
    log: { info: (obj, msg) => app.log.info(obj, msg), warn: (obj, msg) => app.log.warn(obj, msg) },
  });
  app.decorate('mail', mail);
  app.addHook('onReady', async () => mail.worker?.start());
  app.addHook('onClose', async () => mail.worker?.stop());
  const services = { ...deps, mail };
  let stopRealtime: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopRealtime = await listenRealtime(deps.database, hub, app.log);
  });
  // Open streams would hold the server's close: they end first, told to come back (to the other instance, or to
  // this one restarted) and replay what they missed.
  app.addHook('preClose', async () => hub.closeAll(RETRY_MS));
  app.addHook('onClose', async () => stopRealtime?.());

  const account = createAccountService(deps);
  const notifications = createNotificationService(deps);
  const codes = createVerificationCodes(services);
  const recovery = createRecoveryService(services, codes, notifications);
  const profiles = createProfileService(services);
  const adminUsers = createAdminUsersService(services, codes);
  const registrations = createRegistrationService(services);
  const clearances = createStandingClearanceService(services);
  const revisions = createRevisionService(services);
  const applications = createApplicationService(services);
  const eBidding = createEBiddingService(services, applications);
  const files = createFileService(deps, FILE_RECORD_CHECKS);
  const interState = createInterStateService(services, files);
  const dashboard = createDashboardService(
    deps,
    registrations,
    overdueSources({ registrations, interState, applications, clearances }),
    [
      (principal) => applicationQueueTiles(services, principal.role),
      workflowQueue(
        { key: 'clearancesToActOn', label: 'Standing clearances to act on', list: LIST_LINKS.sldcClearances },
        clearances.queue,
      ),
      workflowQueue(
        {
          key: 'interStateToActOn',
          label: 'Inter-state registrations to act on',
          list: LIST_LINKS.interStateRegistrations,
        },
        interState.queue,
      ),
    ],
  );
  const registrationJob = registrationJobs(registrations, app.log);
  // The clock job also expires e-bidding invitations past their deadline (DOMAIN §4).
  const runClocks = async () => (await clearances.deemDue()) + (await eBidding.expireDue());
  // Jobs change records too: the dashboards computed before a run are not served after it.
  const scheduler = createScheduler(
    { db: deps.db, now: deps.now, log: app.log },
    [registrationJob.job, clockJob(runClocks, app.log), ...paymentJobs(services, app.log), mailJob(mail, deps.db)].map(
      (job) => ({ ...job, run: dashboard.refreshingAfter(job.run) }),
    ),
  );
  const jobs = {
    runExpiry: dashboard.refreshingAfter(registrationJob.runExpiry),
    runDeemed: dashboard.refreshingAfter(runClocks),
    scheduler,
  };
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => scheduler.ready(deps.config.JOBS === 'on'));
  app.addHook('onClose', () => scheduler.stop());
  registerAccessGuard(app, { tokens: deps.tokens, checkPrincipal: account.checkPrincipal });
  refreshDashboardOnWrites(app, dashboard);
  const utilities = createUtilityService(deps);
  const manuals = createManualService(deps);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(createHealthService(deps, mail)));
      await api.register(accountRoutes(account, deps.config.LOGIN_REQUESTS_PER_IP_PER_MINUTE));
      await api.register(notificationRoutes(notifications, hub));
      await api.register(dashboardRoutes(dashboard));
      await api.register(recoveryRoutes(recovery));
      await api.register(profileRoutes(profiles));
      await api.register(adminUsersRoutes(adminUsers));
      await api.register(utilityRoutes(utilities));
      await api.register(outboxRoutes(createOutboxService(deps)));
      await api.register(manualRoutes(manuals, options.manualScreensDir ?? null));
      await api.register(fileRoutes(files, deps.config.FILE_MAX_BYTES));
      await api.register(chargesRoutes(createChargesService(deps)));
      await api.register(holidayRoutes(createHolidayService(deps)));
      await api.register(
        masterDataRoutes({
          utilities,
          masterData: createMasterDataService(deps),
          rules: createRulesService(deps),
          manuals,
        }),
      );
      await api.register(reasonRoutes(createReasonService(deps)));
      await api.register(tdsRoutes(createTdsService(deps)));
      await api.register(historyRoutes(createHistoryService(deps)));
      await api.register(registrationRoutes(registrations, deps));
      await api.register(traderRoutes(createTraderService(deps)));
      await api.register(standingClearanceRoutes(clearances));
      await api.register(eBiddingRoutes(eBidding));
      const payments = createPaymentService(services, applications);
      await api.register(paymentRoutes(payments));
      await api.register(tdsChallanRoutes(payments));
      await api.register(applicationRoutes(applications, createProcessingService(services)));
      await api.register(revisionRoutes(revisions));
      await api.register(curtailmentRoutes(createCurtailmentService(services)));
      await api.register(reportRoutes(createReportService(services)));
      await api.register(jobsRoutes(createJobsService(scheduler)));
      await api.register(atcRoutes(createAtcService(deps)));
      await api.register(interStateRoutes(interState));
      await api.register(
        timelineExportRoutes(
          createTimelineExportService(
            createTimelineSources({ registrations, interState, applications, clearances, revisions }),
            services.now,
          ),
        ),
      );
    },
    { prefix: '/api' },
  );
  await registerSpa(app, options.webDistDir);
  return app;
}
