import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { changeDate, dateInput } from '../../../test/date-field.ts';
import { APPLICATION_MESSAGES } from '@stoa/shared';
import { errorSummary, expectFieldMessage, findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { failure, fieldFailure, success } from '../../../test/fetch-stub.ts';
import { buildApplicationDetail, buildBuyer, buildSeller } from '../test/application-builders.ts';
import {
  BUYER_OPTION,
  DAY,
  SELLER_OPTION,
  SUBMIT,
  chooseParties,
  fillRow,
  posts,
  renderForm,
  rowGroup,
} from '../test/form-harness.tsx';

describe('the application form', { timeout: 30_000 }, () => {
  it("shows the type's window, the parties' cards, each row's MWh as typed, the total and the fee", async () => {
    const { user } = renderForm();
    expect(await screen.findByRole('heading', { name: 'New Day-ahead Application' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Application window')).toHaveTextContent(
      'Day-ahead applications may be made from 3 days before delivery until 15:00 the day before. ' +
        'Delivery dates open now: Mar 11, 2026 to Mar 13, 2026.',
    );
    await chooseParties(user);
    const seller = await screen.findByRole('region', { name: 'Seller details' });
    expect(seller).toHaveTextContent('Ex-Bus Capacity50.00 MW');
    expect(await screen.findByRole('region', { name: 'Buyer details' })).toHaveTextContent('Contract Demand40.00 MW');
    // The calendar offers the window only; a date outside it is marked at once.
    changeDate('From Date', '2026-03-10', rowGroup(1));
    expect(within(rowGroup(1)).getByRole('group', { name: 'From Date' })).toHaveAttribute('aria-invalid', 'true');
    changeDate('To Date', '2026-03-14', rowGroup(1));
    expect(within(rowGroup(1)).getByRole('group', { name: 'To Date' })).toHaveAttribute('aria-invalid', 'true');

    await fillRow(user, 1, { ...DAY, fromTime: '06:00', toTime: '18:00', mw: '12.5' });
    expect(screen.getByLabelText('MWh of time block 1')).toHaveTextContent('150.00');
    expect(await within(rowGroup(1)).findByText('Remaining approved: 20.00 MW')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Time Block' }));
    await fillRow(user, 2, { from: '2026-03-12', to: '2026-03-13', fromTime: '00:00', toTime: '00:30', mw: '2' });
    expect(screen.getByLabelText('MWh of time block 2')).toHaveTextContent('2.00');
    expect(screen.getByLabelText('Total MWh')).toHaveTextContent('Total: 152.00 MWh');
    expect(screen.getByLabelText('Application fee')).toHaveTextContent(
      'Application Fee: ₹5,000.00 (due on submission)',
    );
  });

  it('checks the rows as they are typed: range, at least 1 MW, more than approved, overlap; e and minus never land', async () => {
    const { user } = renderForm();
    await chooseParties(user);
    const first = rowGroup(1);
    changeDate('From Date', '2026-03-20', first);
    expect(within(first).getByText('Date should be between Mar 11, 2026 and Mar 13, 2026')).toBeInTheDocument();
    await fillRow(user, 1, { ...DAY, fromTime: '06:00', toTime: '18:00' });
    expect(within(first).queryByText(/Date should be between/)).not.toBeInTheDocument();

    const mw = within(first).getByLabelText('Requirement (MW)');
    await user.type(mw, '-0e.5');
    expect(mw).toHaveValue('0.5');
    expect(within(first).getByText('Applied requirement : 0.5 can not be less than 1')).toBeInTheDocument();
    await user.clear(mw);
    await user.type(mw, '25');
    expect(await within(first).findByText('Applied requirement : 25 is more than approved : 20')).toBeInTheDocument();
    await user.clear(mw);
    await user.type(mw, '15');
    expect(within(first).queryByText(/Applied requirement/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Time Block' }));
    await fillRow(user, 2, { ...DAY, fromTime: '17:00', toTime: '20:00', mw: '5' });
    expect(
      within(rowGroup(2)).getByText('Time block overlap has been found, please edit inputs for this row.'),
    ).toBeInTheDocument();
    await user.selectOptions(within(rowGroup(2)).getByLabelText('From Time'), '18:00');
    expect(within(rowGroup(2)).queryByText(/overlap/)).not.toBeInTheDocument();
    await user.selectOptions(within(rowGroup(2)).getByLabelText('To Time'), '17:00');
    expect(within(rowGroup(2)).getByText('To Time should be after From Time')).toBeInTheDocument();
  });

  it('refuses an empty Submit with the schema messages under the fields and sends nothing', async () => {
    const { fetchMock, user } = renderForm();
    await waitFor(() => expect(screen.getByLabelText('Apply as')).toHaveValue('seller'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The error summary takes focus; a row's messages say which row.
    expect(errorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual(
      expect.arrayContaining(['Buyer is required', 'Row 1: From Date is required', 'Row 1: From Time is required']),
    );
    // The applicant's only injecting registration is preset as the seller.
    expect(screen.getByLabelText('Seller')).toHaveValue('11');
    expectFieldMessage('Buyer', 'Buyer is required');
    expect(within(rowGroup(1)).getByText('From Date is required')).toBeInTheDocument();
    expect(within(rowGroup(1)).getByText('From Time is required')).toBeInTheDocument();
    expect(within(rowGroup(1)).getByText('Applied Requirement (MW) is required')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
    // Picking the buyer answers its message.
    await screen.findByRole('option', { name: BUYER_OPTION });
    await user.selectOptions(screen.getByLabelText('Buyer'), BUYER_OPTION);
    expect(screen.queryByText('Buyer is required')).not.toBeInTheDocument();
  });

  it("submits with the chosen trader in one call and opens the record with 'Application submitted successfully!'", async () => {
    const { fetchMock, router, user } = renderForm('/applications/oa/DayAhead', {
      [SUBMIT]: () => success({ id: 101, applicationNo: 'STOA/DA/2026/0001', status: 'Submitted', message: 'ok' }),
      'GET /api/Application/Get/101': () => success(buildApplicationDetail({ actions: [], formActions: ['ReadOnly'] })),
    });
    await chooseParties(user);
    await user.selectOptions(await screen.findByLabelText('Trader (optional)'), 'Northeast Power Traders');
    await fillRow(user, 1, { ...DAY, fromTime: '06:00', toTime: '18:00', mw: '12.5' });
    await user.type(screen.getByLabelText('Remarks (optional)'), 'Solar day');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(APPLICATION_MESSAGES.submitted)).toBeInTheDocument();
    expect(screen.queryByText(/trader could not be updated/i)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/applications/oa/DayAhead/101');
    expect(screen.getByRole('heading', { name: 'Application STOA/DA/2026/0001' })).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        url: '/api/Application/Submit/DayAhead',
        body: {
          isDraft: false,
          sellerRegistrationId: 11,
          buyerRegistrationId: 21,
          traderId: 31,
          timeBlocks: [
            {
              oaFromDate: '2026-03-11',
              oaToDate: '2026-03-11',
              fromTimeBlock: 24,
              toTimeBlock: 72,
              oaRequirement: 12.5,
            },
          ],
          remarks: 'Solar day',
        },
      },
    ]);
  });

  it("places the server's field errors under their fields (a row's by its dotted path)", async () => {
    const { user } = renderForm('/applications/oa/DayAhead', {
      [SUBMIT]: () =>
        fieldFailure({
          'timeBlocks.0.oaRequirement': ['Applied requirement : 12.5 is more than approved : 10'],
          sellerRegistrationId: [APPLICATION_MESSAGES.registrationNotValid('Sunrise Solar Pvt Ltd')],
        }),
    });
    await chooseParties(user);
    await fillRow(user, 1, { ...DAY, fromTime: '06:00', toTime: '18:00', mw: '12.5' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await within(rowGroup(1)).findByText('Applied requirement : 12.5 is more than approved : 10'),
    ).toBeInTheDocument();
    expectFieldMessage('Seller', 'The registration of Sunrise Solar Pvt Ltd is not valid for the whole period');
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual([
      'Row 1: Applied requirement : 12.5 is more than approved : 10',
      'The registration of Sunrise Solar Pvt Ltd is not valid for the whole period',
    ]);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('keeps a defaulter out: the reason and a disabled form', async () => {
    renderForm('/applications/oa/DayAhead', { 'GET /api/Application/IsDefaulter': () => success(true) });
    expect(await screen.findByText(APPLICATION_MESSAGES.defaulter)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
    expect(screen.getByLabelText('Seller')).toBeDisabled();
    expect(within(rowGroup(1)).getByLabelText('Requirement (MW)')).toBeDisabled();
  });

  it("gives a trader its own parties' lists and no trader or side to choose", async () => {
    const { fetchMock } = renderForm(
      '/applications/oa/DayAhead',
      {
        'GET /api/Application/GetSellersForTrader': () => success([buildSeller()]),
        'GET /api/Application/GetBuyersForTrader': () => success([buildBuyer()]),
      },
      { role: 'Trader', entityType: 'Trader' },
    );
    expect(await screen.findByRole('option', { name: SELLER_OPTION })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: BUYER_OPTION })).toBeInTheDocument();
    expect(screen.queryByLabelText('Apply as')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Trader (optional)')).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/Application/GetSellersForTrader?entityType=InjectingEntity');
    expect(urls).toContain('/api/Application/GetBuyersForTrader?entityType=DraweeEntity');
    expect(urls).not.toContain('/api/Application/GetAvailableRegistrations');
  });

  it('opens a returned application in the form, filled, and saves it as a draft again', async () => {
    const returned = buildApplicationDetail({
      status: 'Returned',
      actions: ['Submit'],
      formActions: ['Write'],
      canEdit: true,
      trader: { userId: 31, name: 'Northeast Power Traders' },
      remarks: 'First try',
    });
    const { fetchMock, user } = renderForm('/applications/oa/DayAhead/101', {
      'GET /api/Application/Get/101': () => success(returned),
      [SUBMIT]: () => success({ id: 101, applicationNo: 'STOA/DA/2026/0001', status: 'Returned', message: 'ok' }),
    });
    expect(await screen.findByRole('heading', { name: 'Day-ahead Application STOA/DA/2026/0001' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Seller')).toHaveValue('11'));
    expect(screen.getByLabelText('Apply as')).toHaveValue('seller');
    expect(within(rowGroup(1)).getByLabelText('From Time')).toHaveValue('24');
    expect(within(rowGroup(1)).getByLabelText('Requirement (MW)')).toHaveValue('12.5');
    expect(screen.getByRole('list', { name: 'Timeline' })).toHaveTextContent('Draft → Pending SLDC Verification');

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.saved)).toBeInTheDocument();
    const [saved] = posts(fetchMock);
    expect(saved?.body).toMatchObject({ id: 101, isDraft: true, sellerRegistrationId: 11, traderId: 31 });
    // The version the form was loaded at travels with the save (optimistic locking).
    expect(saved?.body).toMatchObject({ version: returned.version });
    // The trader travels with the draft: one call, no UpdateTrader.
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('says so when the application was changed elsewhere since the form was loaded (409)', async () => {
    const returned = buildApplicationDetail({ status: 'Returned', actions: ['Submit'], canEdit: true, version: 4 });
    const changed = 'The application was changed elsewhere. Reload to see the latest values.';
    const { fetchMock, user } = renderForm('/applications/oa/DayAhead/101', {
      'GET /api/Application/Get/101': () => success(returned),
      [SUBMIT]: () => failure([changed], 409, 'Conflict'),
    });
    await waitFor(() => expect(screen.getByLabelText('Seller')).toHaveValue('11'));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(posts(fetchMock)[0]?.body).toMatchObject({ id: 101, version: 4 });
  });
});

describe('a type whose window is closed', () => {
  it('waits: the notice says why and when it opens, and nothing can be saved or sent', async () => {
    renderForm('/applications/oa/ContingencyDayAhead');
    // NOW is 10:00 IST; the contingency day-ahead window opens at 15:00.
    expect(await screen.findByLabelText('Application window')).toHaveTextContent(
      'Contingency Day-Ahead applications may be made from 15:00 the day before delivery. ' +
        'No delivery date can be applied for with this type now. Opens Mar 10, 2026 3:00 PM.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
    expect(dateInput('From Date', rowGroup(1))).toBeDisabled();
  });
});
