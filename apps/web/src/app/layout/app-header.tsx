import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import type { SignedInUser } from '@stoa/shared';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { PATHS, isBuilt } from '../paths.ts';
import { AccountMenu } from './account-menu.tsx';

interface AppHeaderProps {
  user: SignedInUser;
  isDrawerOpen: boolean;
  onToggleDrawer: () => void;
  onLogout: () => void;
}

/** Spec §2.7 header: logo (home), product name, notification bell, avatar menu. */
export function AppHeader({ user, isDrawerOpen, onToggleDrawer, onLogout }: AppHeaderProps) {
  return (
    <AppBar position="fixed" sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Toggle navigation"
          aria-expanded={isDrawerOpen}
          onClick={onToggleDrawer}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={PATHS.home}
          color="inherit"
          underline="none"
          aria-label="STOA Portal home"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <BrandLogo size={34} alt="" />
          <Typography component="span" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            STOA Portal
          </Typography>
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        {/* The bell is optional chrome: if it breaks, the page and the account menu must still work. */}
        <ErrorBoundary fallback={null}>
          <NotificationBell isBuilt={isBuilt} />
        </ErrorBoundary>
        <AccountMenu user={user} onLogout={onLogout} />
      </Toolbar>
    </AppBar>
  );
}
