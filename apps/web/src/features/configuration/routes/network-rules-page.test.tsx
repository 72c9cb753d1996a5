import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIG_MESSAGES, DEFAULT_BUSINESS_RULES } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { failure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NetworkRulesPage } from './network-rules-page.tsx';

const RULES = 'GET /api/Configuration/Rules/Get';
const UPDATE = 'PUT /api/Configuration/Rules/Update';
const version = (n: number, rules = DEFAULT_BUSINESS_RULES) =>
  success({ rules, version: n, updatedAt: '2026-11-20T05:00:00Z', updatedBy: 'Admin User' });

function renderPage(handlers: Record<string, StubHandler | StubHandler[]>) {
  const fetchMock = stubFetch({
    'GET /api/Configuration/Corridors/GetAll': () => success({ corridors: [] }),
    'GET /api/Configuration/TranscoDiscom/GetAll': () => success({ transcoDiscomList: [] }),
    ...handlers,
  });
  renderRoutes([{ path: '/configurations/rules', element: <NetworkRulesPage /> }], '/configurations/rules');
  return { fetchMock, user: userEvent.setup() };
}

beforeEach(() => completeLogin(buildSignedInUser({ role: 'Admin', entityType: null })));

describe('NetworkRulesPage', { timeout: 20_000 }, () => {
  it('saves the rules with the version read', async () => {
    const { fetchMock, user } = renderPage({
      [RULES]: [() => version(3), () => version(4)],
      [UPDATE]: () => version(4),
    });
    expect(screen.getByRole('heading', { name: 'Network and Rules' })).toBeInTheDocument();
    const tds = within(await screen.findByRole('region', { name: 'TDS defaults' }));
    const section = tds.getByLabelText('Default TDS Section');
    await user.clear(section);
    await user.type(section, '194J');
    await user.click(screen.getByRole('radio', { name: /All pay the lowest accepted price/ }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText(CONFIG_MESSAGES.saved)).toBeInTheDocument();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    const body = requestOf(fetchMock, put).body as { version: number; rules: typeof DEFAULT_BUSINESS_RULES };
    expect(body.version).toBe(3);
    expect(body.rules.tds.defaultSection).toBe('194J');
    expect(body.rules.eBidding.pricingRule).toBe('Uniform');
    expect(body.rules.applicationWindows.Advance.cutoffDaysBeforeMonthEnd).toEqual([10, 5, 0]);
    expect(await screen.findByText(/Version 4/)).toBeInTheDocument();
  });

  it('refuses a bound the schema refuses, without calling the server', async () => {
    const { fetchMock, user } = renderPage({ [RULES]: () => version(3) });
    const registration = within(await screen.findByRole('region', { name: 'Registration validity' }));
    const months = registration.getByLabelText('Validity (months)');
    await user.clear(months);
    await user.type(months, '121');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await registration.findByText('Validity must be at most 120 months')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says someone else changed the rules on a 409 and shows their version', async () => {
    const theirs = { ...DEFAULT_BUSINESS_RULES, defaulter: { daysPastDue: 120 } };
    const { user } = renderPage({
      [RULES]: [() => version(3), () => version(4, theirs)],
      [UPDATE]: () => failure(['The rules were changed by someone else. Reload and try again.'], 409, 'Conflict'),
    });
    await screen.findByRole('region', { name: 'Defaulter' });
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The rules were changed by someone else.');
    await waitFor(() => expect(screen.getByLabelText('Days Past Due')).toHaveValue('120'));
    expect(screen.getByText(/Version 4/)).toBeInTheDocument();
  });
});
