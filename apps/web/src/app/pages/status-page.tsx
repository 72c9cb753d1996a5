import { useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { InLayoutContext } from '../layout/in-layout.ts';

interface StatusPageProps {
  title: string;
  message?: ReactNode;
  linkTo: string;
  linkLabel: string;
}

/**
 * The frame of the status pages (not found, forbidden, unexpected error): a whole screen of its own, or under the
 * signed-in layout a section of its page (the header, nav and footer stay; no second main landmark).
 */
export function StatusPage({ title, message, linkTo, linkLabel }: StatusPageProps) {
  const inLayout = useContext(InLayoutContext);
  return (
    <Box
      component={inLayout ? 'section' : 'main'}
      sx={{
        minHeight: inLayout ? undefined : '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        py: inLayout ? 8 : 3,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        <BrandLogo size={56} />
        <Typography variant="h1">{title}</Typography>
        {message && <Typography color="text.secondary">{message}</Typography>}
        <Button component={RouterLink} to={linkTo} variant="contained" nativeButton={false}>
          {linkLabel}
        </Button>
      </Stack>
    </Box>
  );
}
