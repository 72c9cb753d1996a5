/**
 * The application form's page under test: its API stubbed (parties, rules, remaining quantum, ATC availability with
 * room to spare), the page rendered signed in, and the steps every form test takes (parties, a row).
 */
import { expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import type { AtcAvailability, SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { changeDate } from '../../../test/date-field.ts';
import { NOW, buildBuyer, buildRulesResponse, buildSeller } from './application-builders.ts';
import { OaApplicationPage } from '../routes/oa-application-page.tsx';

/** One corridor with `atc` MW declared and `allocated(block index)` MW allocated on each of the form's dates. */
export function buildAvailability(atc = 100, allocated: (index: number) => number = () => 0): AtcAvailability {
  const days = ['2026-03-11', '2026-03-12', '2026-03-13'].map((date) => {
    const a = Array.from({ length: 96 }, (_, i) => allocated(i));
    return { date, declared: true, atc: a.map(() => atc), allocated: a, remaining: a.map((v) => Math.max(0, atc - v)) };
  });
  return { corridors: [{ corridorId: 1, corridorName: 'Itanagar zone', days }] };
}

export const SUBMIT = 'POST /api/Application/Submit/DayAhead';
export const SELLER_OPTION = 'Sunrise Solar Pvt Ltd (REG/INJ/2026/0001)';
export const BUYER_OPTION = 'Hill Cement Ltd (REG/DRW/2026/0004)';

export function formApi(overrides: Record<string, StubHandler | StubHandler[]> = {}) {
  return {
    'GET /api/Configuration/Rules/Get': () => success(buildRulesResponse()),
    'GET /api/Application/GetAvailableRegistrations': () => success([buildSeller()]),
    'GET /api/Application/GetBuyers': () =>
      success([buildBuyer(), buildBuyer({ registrationId: 22, entityName: 'River Mills', registrationNo: null })]),
    'GET /api/Application/GetUserBasedTraders': () => success([{ id: 31, entityName: 'Northeast Power Traders' }]),
    'GET /api/Application/GetInjectingEntityDetails/11': () => success(buildSeller()),
    'GET /api/Application/GetDraweeEntityDetails/21': () => success(buildBuyer()),
    'GET /api/Application/GetRemainingQuatumDetails': () =>
      success({ remainingQuatumBuyer: 30, remainingQuatumSeller: 20, remaining: 20 }),
    'GET /api/Application/GetAtcAvailability': () => success(buildAvailability()),
    'GET /api/Application/GetApplicationFee': () => success({ amount: 5000, feeType: 'Application Fee' }),
    'GET /api/Application/IsDefaulter': () => success(false),
    ...overrides,
  };
}

export function renderForm(
  path = '/applications/oa/DayAhead',
  overrides: Record<string, StubHandler | StubHandler[]> = {},
  user: Partial<SignedInUser> = {},
) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch(formApi(overrides));
  const view = renderRoutes(
    [
      { path: '/applications/oa', element: <p>Applications list</p> },
      { path: '/applications/oa/:applicationType/:id?', element: <OaApplicationPage /> },
    ],
    path,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

export const rowGroup = (n: number) => screen.getByRole('group', { name: `Time block ${n}` });

export async function chooseParties(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByLabelText('Apply as')).toHaveValue('seller'));
  await user.selectOptions(screen.getByLabelText('Seller'), SELLER_OPTION);
  await screen.findByRole('option', { name: BUYER_OPTION });
  await user.selectOptions(screen.getByLabelText('Buyer'), BUYER_OPTION);
}

export interface RowInput {
  from: string;
  to: string;
  fromTime: string;
  toTime: string;
  mw?: string;
}

export async function fillRow(user: ReturnType<typeof userEvent.setup>, n: number, row: RowInput) {
  const group = rowGroup(n);
  changeDate('From Date', row.from, group);
  changeDate('To Date', row.to, group);
  await user.selectOptions(within(group).getByLabelText('From Time'), row.fromTime);
  await user.selectOptions(within(group).getByLabelText('To Time'), row.toTime);
  if (row.mw !== undefined) await user.type(within(group).getByLabelText('Requirement (MW)'), row.mw);
}

export const posts = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

export const DAY = { from: '2026-03-11', to: '2026-03-11' };
