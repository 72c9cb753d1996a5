import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { navFor } from '@stoa/shared';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { MAIN_ID, SkipLink } from '../../components/skip-link.tsx';
import { useSignedInUser } from '../../lib/auth-session.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { IdleTimeoutDialog } from '../../features/auth/components/idle-timeout-dialog.tsx';
import { NotificationStreamProvider } from '../../features/notifications/realtime/notification-stream-provider.tsx';
import { PATHS, isBuilt } from '../paths.ts';
import { AppHeader } from './app-header.tsx';
import { liveQueryKeys } from './live-query-keys.ts';
import { NavDrawer } from './nav-drawer.tsx';
import { useDrawerPreference } from './drawer-preference.ts';
import { InLayoutContext } from './in-layout.ts';

/**
 * The frame of every signed-in page (spec §2.1): the skip link, header, role nav, footer, an error boundary around the page — the
 * matched child route's, or `children` (the 404 of an unknown path) — and the tab's realtime notification link,
 * open while someone is signed in.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const theme = useTheme();
  // Without matchMedia (tests, very old browsers) assume a desktop.
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { defaultMatches: true, noSsr: true });
  const [isDesktopOpen, setDesktopOpen] = useDrawerPreference();
  const [isMobileOpen, setMobileOpen] = useState(false);
  const { mutate: runLogout } = useLogout();
  const onLogout = useCallback(() => runLogout(), [runLogout]);
  const sections = useMemo(() => (user ? navFor(user.role, isBuilt) : []), [user]);

  if (!user) return <Navigate to={PATHS.login} replace />;
  const isDrawerOpen = isDesktop ? isDesktopOpen : isMobileOpen;
  const toggleDrawer = () => (isDesktop ? setDesktopOpen(!isDesktopOpen) : setMobileOpen(!isMobileOpen));

  return (
    <NotificationStreamProvider userId={user.id} keysOf={liveQueryKeys}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SkipLink />
        <AppHeader user={user} isDrawerOpen={isDrawerOpen} onToggleDrawer={toggleDrawer} onLogout={onLogout} />
        <NavDrawer
          sections={sections}
          isDesktop={isDesktop}
          isOpen={isDrawerOpen}
          onClose={() => setMobileOpen(false)}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar />
          {/* The skip link's target: focused as a region, so no ring around the whole page. */}
          <Box
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            sx={{ flex: 1, p: { xs: 2, md: 3 }, '&:focus, &:focus-visible': { outline: 'none' } }}
          >
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoader />}>
                <InLayoutContext.Provider value>{children ?? <Outlet />}</InLayoutContext.Provider>
              </Suspense>
            </ErrorBoundary>
          </Box>
          <SiteFooter showVersion />
        </Box>
        <IdleTimeoutDialog onLogout={onLogout} />
      </Box>
    </NotificationStreamProvider>
  );
}
