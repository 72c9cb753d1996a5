import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BrandLogo } from './brand-logo.tsx';
import { SiteFooter } from './site-footer.tsx';

interface AuthShellProps {
  title: string;
  children: ReactNode;
  /** Card width in px: the sign-in card is narrow, the pre-registration form lays its fields out in two columns. */
  maxWidth?: number;
}

/**
 * The two-panel frame of the signed-out pages (spec §2.2 /login, /pre-register, /set-password, /forgot-password):
 * the brand on the left, the form card on the right, a footer with the year. On a phone the brand panel shrinks to
 * a band above the card. Lives in components/ because the auth and account features both use it.
 */
export function AuthShell({ title, children, maxWidth = 440 }: AuthShellProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
        <Box
          sx={{
            flex: { md: '0 0 42%' },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 2,
            px: { xs: 3, md: 8 },
            py: { xs: 4, md: 8 },
            color: 'primary.contrastText',
            background: 'linear-gradient(160deg, #0d3b66 0%, #124e84 60%, #1b6aa8 100%)',
          }}
        >
          <BrandLogo size={72} />
          <Typography component="p" variant="h1" sx={{ letterSpacing: 3, fontWeight: 700 }}>
            OPEN ACCESS
          </Typography>
          <Typography variant="body1" sx={{ maxWidth: 420, opacity: 0.9 }}>
            Short-term open access to the state transmission network: register, apply, bid and pay in one place.
          </Typography>
        </Box>
        <Box
          component="main"
          sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}
        >
          <Paper variant="outlined" sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }}>
            <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
              {title}
            </Typography>
            {children}
          </Paper>
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  );
}
