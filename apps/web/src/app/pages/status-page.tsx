import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';

interface StatusPageProps {
  title: string;
  message?: ReactNode;
  linkTo: string;
  linkLabel: string;
}

/** The frame of the stand-alone status pages (not found, forbidden, unexpected error). */
export function StatusPage({ title, message, linkTo, linkLabel }: StatusPageProps) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}
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
