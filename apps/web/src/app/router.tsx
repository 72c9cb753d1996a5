/**
 * Routes and guards (spec §2.1, §2.2). Every page and the signed-in layout are lazy chunks, so /login downloads
 * only what the sign-in form needs (STACK.md: keep the data grid and pickers off the login route). Declarative
 * routing (useRoutes under the browser-history router of main.tsx): the app uses no data API (loader, action,
 * fetcher, blocker — lib/leave-guard.ts asks before leaving a changed form instead).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PAGES, type PageKey } from '@stoa/shared';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { useAuthSession } from '../lib/auth-session.ts';
import { AccessGuard, RequireSignedIn } from './access-guard.tsx';
import { PATHS, UNBUILT_PAGES, isBuilt } from './paths.ts';
import { RouteErrorPage } from './pages/route-error-page.tsx';

/**
 * A lazy page whose chunk arrives with the shared zod error map installed ('{Label} …' for zod's own wording). The
 * map's module imports the full zod, which /login does not download (issue 14): every page but the sign-in page
 * loads through here, so no form can validate before the map is in place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    Promise.all([load(), import('@stoa/shared/api/error-map')]).then(([page, errorMap]) => {
      errorMap.installErrorMap();
      return page;
    }),
  );
}

const AppLayout = lazyPage(() => import('./layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })));
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const SectionRootPage = lazyPage(() =>
  import('./pages/section-root-page.tsx').then((m) => ({ default: m.SectionRootPage })),
);
const ForbiddenPage = lazyPage(() => import('./pages/forbidden-page.tsx').then((m) => ({ default: m.ForbiddenPage })));
// The sign-in page needs no error map: its form has its own words (login-form-rules.ts).
const LoginPage = lazy(() => import('../features/auth/routes/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const LandingPage = lazyPage(() =>
  import('../features/dashboard/routes/landing-page.tsx').then((m) => ({ default: m.LandingPage })),
);
// The admin pages carry the data grid: only these lazy chunks import it.
const UsersPage = lazyPage(() =>
  import('../features/admin/routes/users-page.tsx').then((m) => ({ default: m.UsersPage })),
);
const OutboxPage = lazyPage(() =>
  import('../features/admin/routes/outbox-page.tsx').then((m) => ({ default: m.OutboxPage })),
);
// The recurring jobs, their runs and Run now (spec §2.2 /hangfire, issue 20).
const JobsPage = lazyPage(() => import('../features/jobs/routes/jobs-page.tsx').then((m) => ({ default: m.JobsPage })));

// Configuration and payments pages: the grid, the upload control and the form kit stay in these chunks.
const StoaChargesPage = lazyPage(() =>
  import('../features/configuration/routes/stoa-charges-page.tsx').then((m) => ({ default: m.StoaChargesPage })),
);
const FeesPage = lazyPage(() =>
  import('../features/configuration/routes/fees-page.tsx').then((m) => ({ default: m.FeesPage })),
);
const UtilitiesPage = lazyPage(() =>
  import('../features/configuration/routes/utilities-page.tsx').then((m) => ({ default: m.UtilitiesPage })),
);
const HolidaysPage = lazyPage(() =>
  import('../features/configuration/routes/holidays-page.tsx').then((m) => ({ default: m.HolidaysPage })),
);
const BankDetailsPage = lazyPage(() =>
  import('../features/configuration/routes/bank-details-page.tsx').then((m) => ({ default: m.BankDetailsPage })),
);
const PaymentDetailsPage = lazyPage(() =>
  import('../features/configuration/routes/payment-details-page.tsx').then((m) => ({
    default: m.PaymentDetailsPage,
  })),
);
const UserManualPage = lazyPage(() =>
  import('../features/configuration/routes/user-manual-page.tsx').then((m) => ({ default: m.UserManualPage })),
);
const NetworkRulesPage = lazyPage(() =>
  import('../features/configuration/routes/network-rules-page.tsx').then((m) => ({ default: m.NetworkRulesPage })),
);
const ReasonsPage = lazyPage(() =>
  import('../features/configuration/routes/reasons-page.tsx').then((m) => ({ default: m.ReasonsPage })),
);
const TdsConfigPage = lazyPage(() =>
  import('../features/payments/routes/tds-config-page.tsx').then((m) => ({ default: m.TdsConfigPage })),
);
const TdsInterestPage = lazyPage(() =>
  import('../features/payments/routes/tds-interest-page.tsx').then((m) => ({ default: m.TdsInterestPage })),
);
const PaymentDashboardPage = lazyPage(() =>
  import('../features/payments/routes/payment-dashboard-page.tsx').then((m) => ({ default: m.PaymentDashboardPage })),
);
const PaymentDetailPage = lazyPage(() =>
  import('../features/payments/routes/payment-detail-page.tsx').then((m) => ({ default: m.PaymentDetailPage })),
);
const RefundPage = lazyPage(() =>
  import('../features/payments/routes/refund-page.tsx').then((m) => ({ default: m.RefundPage })),
);
const TdsChallanPage = lazyPage(() =>
  import('../features/payments/routes/tds-challan-page.tsx').then((m) => ({ default: m.TdsChallanPage })),
);
const EBiddingPaymentsPage = lazyPage(() =>
  import('../features/payments/routes/ebidding-payments-page.tsx').then((m) => ({ default: m.EBiddingPaymentsPage })),
);

// Registration and the trader pages (issue 5): the lists, the multi-step form and the record page are chunks of
// their own inside RegistrationRoutes.
const RegistrationRoutes = lazyPage(() =>
  import('../features/registration/routes/registration-routes.tsx').then((m) => ({ default: m.RegistrationRoutes })),
);
const InterStateRoutes = lazyPage(() =>
  import('../features/inter-state/routes/inter-state-routes.tsx').then((m) => ({ default: m.InterStateRoutes })),
);
const StandingClearanceRoutes = lazyPage(() =>
  import('../features/standing-clearance/routes/standing-clearance-routes.tsx').then((m) => ({
    default: m.StandingClearanceRoutes,
  })),
);
const TradersPage = lazyPage(() =>
  import('../features/traders/routes/traders-page.tsx').then((m) => ({ default: m.TradersPage })),
);
const EntitiesPage = lazyPage(() =>
  import('../features/traders/routes/entities-page.tsx').then((m) => ({ default: m.EntitiesPage })),
);
const ApplicationRoutes = lazyPage(() =>
  import('../features/applications/routes/application-routes.tsx').then((m) => ({ default: m.ApplicationRoutes })),
);
const EBiddingRoutes = lazyPage(() =>
  import('../features/e-bidding/routes/ebidding-routes.tsx').then((m) => ({ default: m.EBiddingRoutes })),
);
// Revision requests and curtailments (issue 18): their lists, forms and records are chunks of their own inside.
const RevisionRoutes = lazyPage(() =>
  import('../features/revision/routes/revision-routes.tsx').then((m) => ({ default: m.RevisionRoutes })),
);
const CurtailmentRoutes = lazyPage(() =>
  import('../features/curtailment/routes/curtailment-routes.tsx').then((m) => ({ default: m.CurtailmentRoutes })),
);
// The reports (issue 19): one page for the 18 of the catalog; the grid and the charts stay in its chunk.
const ReportPage = lazyPage(() =>
  import('../features/reports/routes/report-page.tsx').then((m) => ({ default: m.ReportPage })),
);
const AtcRoutes = lazyPage(() =>
  import('../features/atc/routes/atc-routes.tsx').then((m) => ({ default: m.AtcRoutes })),
);

const PreRegisterPage = lazyPage(() =>
  import('../features/account/routes/pre-register-page.tsx').then((m) => ({ default: m.PreRegisterPage })),
);
const SetPasswordPage = lazyPage(() =>
  import('../features/account/routes/set-password-page.tsx').then((m) => ({ default: m.SetPasswordPage })),
);
const ForgotPasswordPage = lazyPage(() =>
  import('../features/account/routes/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ProfilePage = lazyPage(() =>
  import('../features/account/routes/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const NotificationsPage = lazyPage(() =>
  import('../features/notifications/routes/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
);
const ChangePasswordPage = lazyPage(() =>
  import('../features/account/routes/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);

/** A page inside the signed-in layout, behind its guard. */
function guarded(page: PageKey, element: ReactNode): RouteObject {
  return { path: PAGES[page].path, element: <AccessGuard page={page}>{element}</AccessGuard> };
}

/** The configuration pages (spec §2.7) and the payments pages (spec §2.5). */
const configurationRoutes: RouteObject[] = [
  guarded('configStoaCharges', <StoaChargesPage />),
  guarded('configFees', <FeesPage />),
  guarded('configTransco', <UtilitiesPage key="TRANSCO" type="TRANSCO" />),
  guarded('configDiscom', <UtilitiesPage key="DISCOM" type="DISCOM" />),
  guarded('configHolidays', <HolidaysPage />),
  guarded('configBankDetails', <BankDetailsPage />),
  guarded('configPayment', <PaymentDetailsPage />),
  guarded('configManual', <UserManualPage />),
  guarded('configRules', <NetworkRulesPage />),
  guarded('configReasons', <ReasonsPage />),
  guarded('tdsConfig', <TdsConfigPage />),
  guarded('tdsInterest', <TdsInterestPage />),
  // Payments (spec §2.5): the dashboard (dues and payments), a payment's page, refunds, the TDS challans and the
  // e-bidding charges; /payments/:id ranks below the named subpages.
  guarded('paymentDashboard', <PaymentDashboardPage />),
  guarded('paymentRefund', <RefundPage />),
  guarded('tdsChallan', <TdsChallanPage />),
  guarded('ebiddingPayments', <EBiddingPaymentsPage />),
  guarded('paymentDetail', <PaymentDetailPage />),
];

/** Registration and renewal (spec §2.7 Registration), the OA's traders and a trader's entities (§2.4). */
const registrationRoutes: RouteObject[] = [
  guarded('registrations', <RegistrationRoutes />),
  guarded('traders', <TradersPage />),
  guarded('entities', <EntitiesPage />),
  guarded('interStateRegistration', <InterStateRoutes />),
  // Standing clearance (DOMAIN §8): the applicants' consent pages and the SLDC's standing clearance pages.
  guarded('consent', <StandingClearanceRoutes key="consent" area="consent" />),
  guarded('standingClearance', <StandingClearanceRoutes key="sldc" area="sldc" />),
  // Applications (spec §2.2 /applications: the applicants' /oa and the SLDC's /sldc pages).
  guarded('applications', <ApplicationRoutes />),
  // ATC (spec §2.2 /intra-state-stoa, /inter-state-stoa): one feature, keyed per corridor kind.
  guarded('intraStateStoa', <AtcRoutes key="IntraState" kind="IntraState" />),
  guarded('interStateStoa', <AtcRoutes key="InterState" kind="InterState" />),
  // E-bidding (spec §2.3): the list, the process screen, an invitation's proposals, an application's details.
  guarded('eBidding', <EBiddingRoutes />),
  // Revision requests (/revision: the applicants' /oa, the SLDC's /sldc, a record) and curtailments (issue 18).
  guarded('revision', <RevisionRoutes />),
  guarded('curtailment', <CurtailmentRoutes />),
  // The reports (spec §2.6): each report's readers come from the catalog (readersOf), checked on the page.
  guarded('reports', <ReportPage />),
];

/** A stand-alone page (no signed-in layout): guard first, so a redirect never waits for the page's chunk. */
function standalone(page: PageKey, element: ReactNode): ReactNode {
  return (
    <AccessGuard page={page}>
      <Suspense fallback={<PageLoader fullScreen />}>{element}</Suspense>
    </AccessGuard>
  );
}

const notFound = (
  <Suspense fallback={<PageLoader fullScreen />}>
    <NotFoundPage />
  </Suspense>
);

/** An unknown path: the 404 inside the signed-in layout (header, nav, footer) for a signed-in user, else on its own. */
function UnknownPath() {
  const { user } = useAuthSession();
  if (!user) return notFound;
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    </Suspense>
  );
}

/**
 * Pages of the access table that are not built yet still get their guard (so a wrong role sees the forbidden
 * page, spec §2.1), then the 404 page: never a "coming soon" stand-in. A signed-in one that is a section
 * (`/payments/*`) sends its bare root to the role's first nav item under it (SectionRootPage), else the 404.
 */
const unbuiltSignedOut: RouteObject[] = UNBUILT_PAGES.filter((key) => PAGES[key].access === 'unauth').map((key) => ({
  path: PAGES[key].path,
  element: <AccessGuard page={key}>{notFound}</AccessGuard>,
}));
const unbuiltSignedIn: RouteObject[] = UNBUILT_PAGES.filter((key) => PAGES[key].access !== 'unauth').map((key) => ({
  path: PAGES[key].path,
  element: (
    <AccessGuard page={key}>
      <SectionRootPage root={PAGES[key].path.replace(/\/\*$/, '')} />
    </AccessGuard>
  ),
}));

/** The router's last line of defence (a page chunk that failed to load after a deploy) until the next navigation. */
function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<RouteErrorPage />}>
      <Outlet />
    </ErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RouteErrorBoundary />,
    children: [
      { path: PATHS.login, element: standalone('login', <LoginPage />) },
      { path: PATHS.forbidden, element: standalone('forbidden', <ForbiddenPage />) },
      { path: PATHS.preRegister, element: standalone('preRegister', <PreRegisterPage />) },
      { path: PATHS.setPassword, element: standalone('setPassword', <SetPasswordPage />) },
      { path: PATHS.forgotPassword, element: standalone('forgotPassword', <ForgotPasswordPage />) },
      ...unbuiltSignedOut,
      {
        element: (
          <RequireSignedIn>
            <Suspense fallback={<PageLoader fullScreen />}>
              <AppLayout />
            </Suspense>
          </RequireSignedIn>
        ),
        children: [
          { path: PATHS.home, element: <AccessGuard page="home" /> },
          {
            path: PATHS.landing,
            element: (
              <AccessGuard page="landing">
                <LandingPage isBuilt={isBuilt} />
              </AccessGuard>
            ),
          },
          {
            path: PAGES.adminUsers.path,
            element: (
              <AccessGuard page="adminUsers">
                <UsersPage />
              </AccessGuard>
            ),
          },
          {
            path: PAGES.adminOutbox.path,
            element: (
              <AccessGuard page="adminOutbox">
                <OutboxPage />
              </AccessGuard>
            ),
          },
          {
            path: PATHS.profile,
            element: (
              <AccessGuard page="profile">
                <ProfilePage />
              </AccessGuard>
            ),
          },
          {
            path: PATHS.changePassword,
            element: (
              <AccessGuard page="changePassword">
                <ChangePasswordPage />
              </AccessGuard>
            ),
          },
          guarded('hangfire', <JobsPage />),
          guarded('notifications', <NotificationsPage isBuilt={isBuilt} />),
          ...configurationRoutes,
          ...registrationRoutes,
          ...unbuiltSignedIn,
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/**
 * The routes in declarative mode (a history router in main.tsx): the app uses no loader, action or other data API,
 * and the data router (createBrowserRouter) would add ~14 KB compressed to what /login downloads (issue 14).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
