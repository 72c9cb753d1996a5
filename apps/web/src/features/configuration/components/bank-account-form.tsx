/** The SLDC bank account dialog and columns (spec §2.7 Bank Details). */
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { z } from 'zod';
import { BANK_ACCOUNT_TYPES, bankAccountInputSchema, type BankAccount, type BankAccountInput } from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormSwitchField } from '../../../components/crud/choice-fields.tsx';
import { FormSelectField, FormTextField } from '../../../components/crud/form-fields.tsx';
import { labelOptions } from '../../../components/crud/options.ts';
import { stampColumn } from '../../../components/crud/period-columns.tsx';
import { yesNoColumn } from '../../../components/crud/yes-no-column.tsx';

type BankValues = z.input<typeof bankAccountInputSchema>;

const ACCOUNT_TYPE_OPTIONS = labelOptions(BANK_ACCOUNT_TYPES, (type) => type);

export function describeAccount(row: Pick<BankAccount, 'bankName' | 'accountNumber'>): string {
  return `${row.bankName} account ${row.accountNumber}`;
}

/** A two-line cell in a downloaded file: 'HDFC Bank / Fort', or the first line alone. */
const oneLine = (first: string, second: string | null) => (second ? `${first} / ${second}` : first);

/** Branch, type and purpose sit under their neighbours (and in the dialog), so the row actions fit at 1366 px. */
export const BANK_ACCOUNT_COLUMNS: GridColDef<BankAccount>[] = [
  {
    field: 'bankName',
    headerName: 'Bank / Branch',
    minWidth: 170,
    flex: 1,
    valueFormatter: (_value, row) => oneLine(row.bankName, row.branchName),
    renderCell: ({ row }) => <TwoLines first={row.bankName} second={row.branchName} />,
  },
  {
    field: 'accountHolderName',
    headerName: 'Account Holder',
    minWidth: 150,
    flex: 1,
    valueFormatter: (_value, row) => oneLine(row.accountHolderName, row.purpose),
    renderCell: ({ row }) => <TwoLines first={row.accountHolderName} second={row.purpose} />,
  },
  {
    field: 'accountNumber',
    headerName: 'Account Number',
    minWidth: 140,
    valueFormatter: (_value, row) => oneLine(row.accountNumber, row.accountType),
    renderCell: ({ row }) => <TwoLines first={row.accountNumber} second={row.accountType} />,
  },
  { field: 'ifsc', headerName: 'IFSC', width: 120 },
  yesNoColumn<BankAccount>('isActive', 'Active', 80),
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

function TwoLines({ first, second }: { first: string; second: string | null }) {
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center', lineHeight: 1.3, minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {first}
      </Typography>
      {second && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {second}
        </Typography>
      )}
    </Stack>
  );
}
