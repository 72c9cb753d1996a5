import { describe, expect, it } from 'vitest';
import { NO_ROWS_LABEL } from '../../../components/data-table/grid-defaults.ts';
import { screen } from '@testing-library/react';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildInterStateDetail, buildInterStateList } from '../test/inter-state-builders.ts';
import { InterStateRoutes } from './inter-state-routes.tsx';

function renderAt(path: string) {
  completeLogin(buildSignedInUser({ role: 'TRANSCOBusinessUser', entityType: null }));
  stubFetch({
    'GET /api/InterStateRegistration/GetAll': () => success(buildInterStateList([])),
    'GET /api/InterStateRegistration/Get/31': () =>
      success(buildInterStateDetail({ actions: [], formActions: ['ReadOnly'], canVerifyDocuments: false })),
  });
  return renderRoutes([{ path: '/inter-state-registration/*', element: <InterStateRoutes /> }], path);
}

describe('InterStateRoutes', { timeout: 20_000 }, () => {
  it('opens the list at the root', async () => {
    renderAt('/inter-state-registration');
    expect(await screen.findByRole('heading', { name: 'Inter-State Registration' })).toBeInTheDocument();
    expect(await screen.findByText(NO_ROWS_LABEL)).toBeInTheDocument();
  });

  it('opens a record at /:utilityType/:id, read-only for the TRANSCO', async () => {
    renderAt('/inter-state-registration/CIConsumer/31');
    expect(await screen.findByRole('table', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('answers 404 below a record', async () => {
    renderAt('/inter-state-registration/CIConsumer/31/more');
    expect(await screen.findByText('404 - Page not found.')).toBeInTheDocument();
  });
});
