import { useEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from '../lib/auth-session.ts';
import { theme } from './theme.ts';

/** When the user signs out (or the session expires) no cached answer of theirs may show to the next user. */
function useClearCacheOnSignOut(queryClient: QueryClient): void {
  useEffect(() => {
    let userId = getSession().user?.id ?? null;
    return subscribeSession(() => {
      const nextId = getSession().user?.id ?? null;
      if (userId !== null && nextId !== userId) queryClient.clear();
      userId = nextId;
    });
  }, [queryClient]);
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useClearCacheOnSignOut(queryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
