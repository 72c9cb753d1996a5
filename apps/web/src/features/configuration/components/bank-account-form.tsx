/** The SLDC bank account dialog and columns (spec §2.7 Bank Details). */
import { zodResolver } from '@hookform/resolvers/zod';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { z } from 'zod';
import { BANK_ACCOUNT_TYPES, bankAccountInputSchema, type BankAccount, type BankAccountInput } from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormSelectField, FormSwitchField, FormTextField } from '../../../components/crud/form-fields.tsx';
import { labelOptions } from '../../../components/crud/options.ts';
import { stampColumn } from '../../../components/crud/period-columns.tsx';

type BankValues = z.input<typeof bankAccountInputSchema>;

const ACCOUNT_TYPE_OPTIONS = labelOptions(BANK_ACCOUNT_TYPES, (type) => type);

export function describeAccount(row: Pick<BankAccount, 'bankName' | 'accountNumber'>): string {
  return `${row.bankName} account ${row.accountNumber}`;
}

export const BANK_ACCOUNT_COLUMNS: GridColDef<BankAccount>[] = [
  { field: 'bankName', headerName: 'Bank', minWidth: 150, flex: 1 },
  { field: 'branchName', headerName: 'Branch', minWidth: 130, flex: 1 },
  { field: 'accountHolderName', headerName: 'Account Holder', minWidth: 160, flex: 1 },
  { field: 'accountNumber', headerName: 'Account Number', minWidth: 160 },
  { field: 'ifsc', headerName: 'IFSC', width: 130 },
  { field: 'accountType', headerName: 'Type', width: 100 },
  { field: 'purpose', headerName: 'Purpose', minWidth: 160, flex: 1 },
  {
    field: 'isActive',
    headerName: 'Active',
    width: 90,
    renderCell: ({ row }) => (
      <Chip size="small" label={row.isActive ? 'Yes' : 'No'} color={row.isActive ? 'success' : 'default'} />
    ),
  },
  stampColumn<BankAccount>(),
];

const EMPTY: BankValues = {
  bankName: '',
  branchName: '',
  accountHolderName: '',
  accountNumber: '',
  ifsc: '',
  accountType: 'Current',
  micr: '',
  branchAddress: '',
  purpose: '',
  isActive: true,
};

export const bankAccountForm: CrudForm<BankAccount, BankValues, BankAccountInput> = {
  resolver: zodResolver(bankAccountInputSchema),
  empty: EMPTY,
  fromRow: (row) => ({
    bankName: row.bankName,
    branchName: row.branchName,
    accountHolderName: row.accountHolderName,
    accountNumber: row.accountNumber,
    ifsc: row.ifsc,
    accountType: row.accountType,
    micr: row.micr ?? '',
    branchAddress: row.branchAddress ?? '',
    purpose: row.purpose ?? '',
    isActive: row.isActive,
  }),
  fields: () => (
    <>
      <FormTextField<BankValues> name="bankName" label="Bank Name" />
      <FormTextField<BankValues> name="branchName" label="Branch Name" />
      <FormTextField<BankValues> name="accountHolderName" label="Account Holder Name" />
      <FormTextField<BankValues> name="accountNumber" label="Account Number" />
      <FormTextField<BankValues> name="ifsc" label="IFSC" />
      <FormSelectField<BankValues> name="accountType" label="Account Type" options={ACCOUNT_TYPE_OPTIONS} />
      <FormTextField<BankValues> name="micr" label="MICR" />
      <FormTextField<BankValues> name="branchAddress" label="Branch Address" multiline />
      <FormTextField<BankValues> name="purpose" label="Purpose" helperText="What applicants pay into this account" />
      <FormSwitchField<BankValues> name="isActive" label="Active (shown to applicants)" />
    </>
  ),
};
