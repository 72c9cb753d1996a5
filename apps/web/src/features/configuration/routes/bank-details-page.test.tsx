import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccountPublic } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { csvRowsOf, downloadGrid } from '../../../test/grid-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildBankAccount } from '../test/factories.ts';
import { BankDetailsPage } from './bank-details-page.tsx';

const LIST = 'GET /api/Configuration/BankDetails/GetAll';
const account = buildBankAccount();
const publicAccount: BankAccountPublic = {
  id: account.id,
  bankName: account.bankName,
  branchName: account.branchName,
  accountHolderName: account.accountHolderName,
  accountNumber: account.accountNumber,
  ifsc: account.ifsc,
  accountType: account.accountType,
  purpose: account.purpose,
};

function renderPage() {
  renderRoutes([{ path: '/configurations/bankDetails', element: <BankDetailsPage /> }], '/configurations/bankDetails');
}

afterEach(() => vi.restoreAllMocks());

describe('BankDetailsPage', { timeout: 20_000 }, () => {
  it('shows an OA applicant the active accounts as cards to copy from, with no Add', async () => {
    completeLogin(buildSignedInUser());
    stubFetch({ [LIST]: () => success({ view: 'public', accounts: [publicAccount] }) });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: 'SLDC Bank Details' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: account.bankName }));
    expect(card.getByText(account.accountNumber)).toBeInTheDocument();
    expect(card.getByText(account.ifsc)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Copy Account Number' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(account.accountNumber);
    expect(card.getByRole('button', { name: 'Copy Account Number' })).toHaveTextContent('Copied');
    await user.click(card.getByRole('button', { name: 'Copy IFSC' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(account.ifsc);
  });

  it('shows the SLDC business user the full list read-only', async () => {
    completeLogin(buildSignedInUser({ role: 'SLDCBusinessUser', entityType: null }));
    stubFetch({ [LIST]: () => success({ view: 'full', accounts: [account] }) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'SLDC Bank Details' })).toBeInTheDocument();
    const row = (await screen.findByText(account.accountNumber)).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText(account.purpose!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^History of/ })).toBeInTheDocument();
  });

  it('offers the Admin Add, Edit and Delete, the edit dialog filled from the row', async () => {
    completeLogin(buildSignedInUser({ role: 'Admin', entityType: null }));
    stubFetch({ [LIST]: () => success({ view: 'full', accounts: [account] }) });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Bank Details' })).toBeInTheDocument();
    await screen.findByText(account.accountNumber);
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Delete ${account.bankName} account ${account.accountNumber}` }),
    ).toBeEnabled();
    await user.click(screen.getByRole('button', { name: `Edit ${account.bankName} account ${account.accountNumber}` }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Account' }));
    expect(dialog.getByLabelText('IFSC')).toHaveValue(account.ifsc);
    expect(dialog.getByLabelText('MICR')).toHaveValue(account.micr);
  });

  it('downloads the list as the grid shows it: both lines of a cell, Yes / No, no actions', async () => {
    completeLogin(buildSignedInUser({ role: 'Admin', entityType: null }));
    const inactive = buildBankAccount({ id: 2, bankName: 'UCO Bank', purpose: null, isActive: false, updatedBy: null });
    stubFetch({ [LIST]: () => success({ view: 'full', accounts: [account, inactive] }) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('UCO Bank');
    const file = await downloadGrid(user, 'CSV (.csv)');
    expect(file.name).toBe('Bank-Details.csv');
    // 'Last changed' as when (ISO, IST) and who: two columns in the file (issue 36).
    const changed = '2026-03-05T02:15:00+05:30';
    expect(await csvRowsOf(file.blob)).toEqual([
      ['Bank / Branch', 'Account Holder', 'Account Number', 'IFSC', 'Active', 'Last changed', 'Changed by'],
      [
        'State Bank of India / Itanagar Main',
        'SLDC Arunachal Pradesh / Fees and STOA charges',
        '123456789012 / Current',
        account.ifsc,
        'Yes',
        changed,
        account.updatedBy,
      ],
      ['UCO Bank / Itanagar Main', 'SLDC Arunachal Pradesh', '123456789012 / Current', account.ifsc, 'No', changed, ''],
    ]);
  });
});
