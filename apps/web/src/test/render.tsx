/** Renders UI the way the app does: theme, a fresh query cache and a memory router. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, RouterProvider, createMemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { theme } from '../app/theme.ts';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderRoutes(routes: RouteObject[], initialPath: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, queryClient };
}

function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes as the app does, in the page's own history (a <BrowserRouter>, which numbers the tab's entries):
 * for what reads that history, such as Back. The tab starts at `firstPath`; call `leaveTab` after the test (the
 * files of a worker share the page).
 */
export function renderInTab(routes: RouteObject[], firstPath: string) {
  window.history.replaceState(null, '', firstPath);
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createTestQueryClient()}>
        <BrowserRouter>
          <Routed routes={routes} />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

export function leaveTab() {
  window.history.replaceState(null, '', '/');
}

/** One element at `path`, with a marker page at `/` so a test can see where a redirect went. */
export function renderAt(element: ReactElement, path = '/test') {
  return renderRoutes(
    [
      { path, element },
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '*', element: <p>Other page</p> },
    ],
    path,
  );
}
