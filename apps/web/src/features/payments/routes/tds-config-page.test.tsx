import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BUSINESS_RULES, type TdsConfig } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { requestOf, stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { TdsConfigPage } from './tds-config-page.tsx';
import { changeDate } from '../../../test/date-field.ts';

const added: TdsConfig = {
  id: 1,
  chargeType: 'STUCharges',
  ratePercent: 2,
  section: '194C',
  effectiveFrom: '2026-12-01',
  effectiveTo: null,
  updatedAt: '2026-11-21T06:00:00Z',
  updatedBy: 'Asha Rao',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
  completeLogin(buildSignedInUser());
});

describe('TdsConfigPage', { timeout: 20_000 }, () => {
  it('says TDS is not configured, then configured with the charge after adding a row', async () => {
    const fetchMock = stubFetch({
      'GET /api/Configuration/Tds/GetAll': [
        () => success({ tdsList: [], dataCount: 0 }),
        () => success({ tdsList: [added], dataCount: 1 }),
      ],
      'GET /api/Configuration/Tds/IsTDSConfigured': [() => success(false), () => success(true)],
      'GET /api/Configuration/Tds/GetConfiguredCharges': () =>
        success([{ chargeType: 'STUCharges', ratePercent: 2, section: '194C' }]),
      'GET /api/Configuration/Rules/Get': () =>
        success({ rules: DEFAULT_BUSINESS_RULES, version: 1, updatedAt: null, updatedBy: null }),
      'POST /api/Configuration/Tds/Add': () => success(added),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/payments/tds-config', element: <TdsConfigPage /> }], '/payments/tds-config');
    expect(screen.getByRole('heading', { name: 'TDS Configuration' })).toBeInTheDocument();
    expect(await screen.findByText('TDS is not configured: you pay charges in full.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add TDS' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add TDS' }));
    // The SLDC's defaults (business rules) fill rate and section.
    expect(await dialog.findByDisplayValue('194C')).toBeInTheDocument();
    expect(dialog.getByLabelText('TDS Rate (%)')).toHaveValue('2');
    await user.selectOptions(dialog.getByLabelText('Charge Type'), 'STU Charges');
    changeDate('Effective From', '2026-12-01', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('TDS is configured')).toBeInTheDocument();
    expect(screen.getByText('STU Charges: 2% under section 194C')).toBeInTheDocument();
    expect(screen.queryByText('TDS is not configured: you pay charges in full.')).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, post).body).toEqual({
      chargeType: 'STUCharges',
      ratePercent: 2,
      section: '194C',
      effectiveFrom: '2026-12-01',
      effectiveTo: null,
    });
    const row = (await screen.findByText('Dec 01, 2026')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    // No delete: a row is ended with its Effective To; no history for the applicant.
    expect(within(row).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^History/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
  });
});
