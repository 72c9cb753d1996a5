import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildApplicationDetail } from '../test/application-builders.ts';
import { REQUEST_REVISION_LABEL } from '../components/record/application-record.tsx';
import { OaApplicationPage } from './oa-application-page.tsx';
import { SldcApplicationPage } from './sldc-application-page.tsx';

const GET = 'GET /api/Application/Get/101';
const HISTORY = 'GET /api/Revision/GetScheduleHistory/101';
const SLDC_USER = { role: 'SLDCBusinessUser', entityType: null } as const;

const line = { stuCharges: 19200, operatingCharges: 4000, chargeChange: 0, keptDates: [], sourceNo: null, link: null };
/** The original schedule and the current one: nothing has changed it. */
const UNCHANGED_HISTORY = [
  { ...line, kind: 'Original', at: '2026-12-01T06:00:00Z', energyMwh: 960 },
  { ...line, kind: 'Current', at: null, energyMwh: 960 },
];
/** One approved revision took 60 MWh off, ₹1,200.00 of STU reversed, kept on Dec 03. */
const REVISED_HISTORY = [
  UNCHANGED_HISTORY[0],
  {
    ...line,
    kind: 'Revision',
    sourceNo: 'REV/2026/0001',
    link: '/revision/7/101',
    at: '2026-12-02T06:00:00Z',
    energyMwh: 900,
    stuCharges: 18000,
    chargeChange: -1200,
    keptDates: ['2026-12-03'],
  },
  { ...UNCHANGED_HISTORY[1], energyMwh: 900, stuCharges: 18000 },
];

function renderRecord(
  user: Partial<SignedInUser>,
  handlers: Record<string, StubHandler | StubHandler[]>,
  path = '/applications/sldc/DayAhead/101',
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch(handlers);
  const view = renderRoutes(
    [
      { path: '/applications/sldc/:applicationType/:id', element: <SldcApplicationPage /> },
      { path: '/applications/oa/:applicationType/:id?', element: <OaApplicationPage /> },
    ],
    path,
  );
  return { ...view, fetchMock };
}

describe('an approved application and its revisions', { timeout: 20_000 }, () => {
  it('offers the applicant Request Revision on an approved application, and its schedule history once changed', async () => {
    const approved = buildApplicationDetail({ status: 'Approved', actions: [], formActions: ['ReadOnly'] });
    const oa = renderRecord(
      {},
      { [GET]: () => success(approved), [HISTORY]: () => success(REVISED_HISTORY) },
      '/applications/oa/DayAhead/101',
    );
    expect(await screen.findByRole('link', { name: REQUEST_REVISION_LABEL })).toHaveAttribute(
      'href',
      '/revision/oa/new?applicationId=101',
    );
    const history = await screen.findByRole('table', { name: 'Schedule History' });
    expect(within(history).getByRole('link', { name: 'REV/2026/0001' })).toHaveAttribute('href', '/revision/7/101');
    expect(history).toHaveTextContent('₹1,200.00 reversed');
    oa.unmount();

    const { fetchMock } = renderRecord(SLDC_USER, {
      [GET]: () => success(approved),
      [HISTORY]: () => success(UNCHANGED_HISTORY),
    });
    await screen.findByRole('heading', { name: /^Application / });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/Revision/GetScheduleHistory/101'),
    );
    expect(screen.queryByRole('link', { name: REQUEST_REVISION_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Schedule History' })).not.toBeInTheDocument();
  });
});
