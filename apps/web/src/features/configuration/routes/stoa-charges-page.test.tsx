import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIG_MESSAGES } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { expectFieldMessage, findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { fieldFailure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { TODAY, buildStoaCharge } from '../test/factories.ts';
import { StoaChargesPage } from './stoa-charges-page.tsx';
import { changeDate, dateInput } from '../../../test/date-field.ts';

const LIST = 'GET /api/Configuration/StoaCharges/GetAll';
const VALUE_ON = 'GET /api/Configuration/Rates/ValueOn';
const current = buildStoaCharge();
const scheduled = buildStoaCharge({ id: 2, rate: 0.3, effectiveFrom: '2027-04-01' });
const ended = buildStoaCharge({
  id: 3,
  chargeType: 'SLDCOperatingCharge',
  basis: 'RsPerDayPerTransaction',
  rate: 1000,
  effectiveFrom: '2025-04-01',
  effectiveTo: '2026-03-31',
});

function renderPage(handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  const fetchMock = stubFetch({
    [LIST]: () => success({ stoaCharges: [current, scheduled, ended] }),
    [VALUE_ON]: ({ url }) =>
      success({ date: new URL(url, 'http://x').searchParams.get('date'), stoaCharges: [current], fees: [] }),
    ...handlers,
  });
  renderRoutes([{ path: '/configurations/stoaCharges', element: <StoaChargesPage /> }], '/configurations/stoaCharges');
  return { fetchMock, user: userEvent.setup() };
}

async function findRow(text: string) {
  return (await screen.findByText(text)).closest<HTMLElement>('[role="row"]')!;
}

beforeEach(() => {
  // Only the clock: the grid and user-event keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
  completeLogin(buildSignedInUser({ role: 'Admin', entityType: null }));
});

describe('StoaChargesPage', { timeout: 20_000 }, () => {
  it('lists the rates with their period and status today, and what is in force', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'STOA Charges' })).toBeInTheDocument();
    const row = await findRow('Apr 01, 2026');
    expect(within(row).getByText('STU Charge')).toBeInTheDocument();
    expect(within(row).getByText('Rs/kWh')).toBeInTheDocument();
    expect(within(row).getByText('₹0.25/kWh')).toBeInTheDocument();
    expect(within(row).getByText('Open-ended')).toBeInTheDocument();
    expect(within(row).getByText('In force')).toBeInTheDocument();
    expect(within(await findRow('Apr 01, 2027')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(await findRow('Mar 31, 2026')).getByText('Ended')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Charge',
      'Basis',
      'Rate',
      'Effective From',
      'Effective To',
      'Status',
      'Last changed',
      'Actions',
    ]);
    expect(screen.getByText(`In force on Nov 21, 2026`)).toBeInTheDocument();
    expect(await screen.findByText(/₹0\.25\/kWh · since Apr 01, 2026/)).toBeInTheDocument();
    expect(screen.getByText('None in force')).toBeInTheDocument();
    // A rate in force cannot be deleted; a scheduled one can.
    expect(screen.getByRole('button', { name: 'Delete STU Charge from Apr 01, 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete STU Charge from Apr 01, 2027' })).toBeEnabled();
  });

  it('asks the rates in force on another day', async () => {
    const { fetchMock } = renderPage();
    await screen.findByText(/₹0\.25\/kWh · since/);
    changeDate('Date', '2027-05-01');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/Configuration/Rates/ValueOn?date=2027-05-01',
      ),
    );
    expect(screen.getByText('In force on May 01, 2027')).toBeInTheDocument();
  });

  it('adds a rate: the basis follows the charge, the body is the schema output', async () => {
    const added = buildStoaCharge({ id: 4, rate: 0.3, effectiveFrom: '2027-06-01' });
    const { fetchMock, user } = renderPage({
      [LIST]: [() => success({ stoaCharges: [current] }), () => success({ stoaCharges: [current, added] })],
      'POST /api/Configuration/StoaCharges/Add': () => success(added),
    });
    await findRow('Apr 01, 2026');
    await user.click(screen.getByRole('button', { name: 'Add Charge' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Charge' }));
    expect(dialog.getByText(/ends the open-ended current rate the day before/)).toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText('Charge Type'), 'SLDC Operating Charge');
    expect(dialog.getByLabelText('Basis')).toHaveValue('RsPerDayPerTransaction');
    await user.selectOptions(dialog.getByLabelText('Charge Type'), 'STU Charge');
    const bases = within(dialog.getByLabelText('Basis'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(bases).toEqual(['Select', 'Rs/kWh', 'Rs/MW/day']);
    await user.selectOptions(dialog.getByLabelText('Basis'), 'Rs/kWh');
    await user.type(dialog.getByLabelText('Rate (₹/kWh)'), '0.3');
    changeDate('Effective From', '2027-06-01', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CONFIG_MESSAGES.chargeSaved)).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, post).body).toEqual({
      chargeType: 'STUCharge',
      basis: 'RsPerKWh',
      rate: 0.3,
      effectiveFrom: '2027-06-01',
      effectiveTo: null,
    });
    expect(await findRow('Jun 01, 2027')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the schema's messages, and the server's field errors under the fields", async () => {
    const { fetchMock, user } = renderPage({
      'POST /api/Configuration/StoaCharges/Add': () =>
        fieldFailure({ effectiveFrom: ['The period overlaps an existing entry effective from Apr 01, 2026.'] }),
    });
    await findRow('Apr 01, 2026');
    await user.click(screen.getByRole('button', { name: 'Add Charge' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual(expect.arrayContaining(['Charge Type is required', 'Rate is required']));
    expectFieldMessage('Charge Type', 'Charge Type is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.selectOptions(dialog.getByLabelText('Charge Type'), 'SLDC Operating Charge');
    await user.type(dialog.getByLabelText('Rate (₹ per day per transaction)'), '900');
    changeDate('Effective From', '2026-05-01', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const message = await dialog.findByText('The period overlaps an existing entry effective from Apr 01, 2026.', {
      selector: '.MuiFormHelperText-root',
    });
    expect(message).toHaveAttribute('id', `${dateInput('Effective From', dialog).id}-helper-text`);
  });

  it("deletes a scheduled rate after confirmation and says 'Charge deleted successfully!'", async () => {
    const { fetchMock, user } = renderPage({
      'DELETE /api/Configuration/StoaCharges/Delete/2': () => success(null),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete STU Charge from Apr 01, 2027' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Charge' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CONFIG_MESSAGES.chargeDeleted)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/2'))).toBe(
      true,
    );
  });

  it('shows the changed values of a row in its history', async () => {
    const { user } = renderPage({
      'GET /api/Configuration/History': () =>
        success({
          history: [
            {
              occurredAt: '2026-11-20T05:00:00Z',
              actor: 'Admin User',
              action: 'update',
              oldValues: { rateHundredths: 10, effectiveTo: null, updatedAt: '2026-03-04T20:45:00Z' },
              newValues: { rateHundredths: 12, effectiveTo: '2027-03-31', updatedAt: '2026-11-20T05:00:00Z' },
              comment: 'Ended by a new rate',
            },
          ],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'History of STU Charge from Apr 01, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'History of STU Charge from Apr 01, 2026' }));
    const table = await dialog.findByRole('table', { name: 'Changes' });
    expect(within(table).getByText('Admin User')).toBeInTheDocument();
    expect(within(table).getByText('Ended by a new rate')).toBeInTheDocument();
    // Stored keys and units read as the page shows them: the rate with its unit (the row's basis), dates in words.
    expect(table).toHaveTextContent('Effective to: Open-ended → Mar 31, 2027');
    expect(table).toHaveTextContent('Rate: ₹0.10/kWh → ₹0.12/kWh');
    expect(table).not.toHaveTextContent('rateHundredths');
    expect(table).not.toHaveTextContent('updatedAt');
  });

  it('hides History from a role that may not read it', async () => {
    completeLogin(buildSignedInUser({ role: 'SLDCApproverI', entityType: null }));
    renderPage();
    await findRow('Apr 01, 2026');
    expect(screen.queryByRole('button', { name: /^History of/ })).not.toBeInTheDocument();
  });
});
