import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { guardedHistory } from '../lib/leave-guard.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

// The zod error map ('{Label} …' for every zod default) is installed with the first page after /login (router.tsx
// lazyPage): its module imports the full zod, which the sign-in route does not download (issue 14).

// The browser's history, as BrowserRouter would make it, behind the guard of changed forms (lib/leave-guard.ts).
const history = guardedHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>
  </StrictMode>,
);
