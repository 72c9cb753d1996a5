import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONFIG_MESSAGES, MESSAGES, can, type BankAccount } from '@stoa/shared';
import { CrudSection } from '../../../components/crud/crud-section.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useAddBankAccount } from '../api/add-bank-account.ts';
import { useDeleteBankAccount } from '../api/delete-bank-account.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { useUpdateBankAccount } from '../api/update-bank-account.ts';
import { BankAccountCards } from '../components/bank-account-cards.tsx';
import { BANK_ACCOUNT_COLUMNS, bankAccountForm, describeAccount } from '../components/bank-account-form.tsx';

/**
 * /configurations/bankDetails (spec §2.7): the Admin keeps the SLDC's accounts; the SLDC business user reads them
 * all; applicants see the active ones as cards ('SLDC Bank Details').
 */
export function BankDetailsPage() {
  const role = useSignedInUser()?.role ?? null;
  const accounts = useBankAccounts();
  const add = useAddBankAccount();
  const update = useUpdateBankAccount();
  const remove = useDeleteBankAccount();
  const canWrite = can(role, 'configWrite');
  const title = canWrite ? 'Bank Details' : 'SLDC Bank Details';

  if (!canWrite && accounts.data?.view !== 'full') {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">{title}</Typography>
        {accounts.isPending && <PageLoader />}
        {accounts.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
        {accounts.data && <BankAccountCards accounts={accounts.data.accounts} />}
      </Stack>
    );
  }
  return (
    <CrudSection
      title={title}
      itemName="Account"
      describe={describeAccount}
      columns={BANK_ACCOUNT_COLUMNS}
      // The full view carries every field.
      rows={accounts.data?.accounts as BankAccount[] | undefined}
      isLoading={accounts.isPending}
      isError={accounts.isError}
      form={canWrite ? bankAccountForm : undefined}
      onCreate={canWrite ? add.mutateAsync : undefined}
      onUpdate={canWrite ? (row, input) => update.mutateAsync({ id: row.id, input }) : undefined}
      onDelete={canWrite ? (row) => remove.mutateAsync(row.id) : undefined}
      messages={{ saved: CONFIG_MESSAGES.saved, deleted: CONFIG_MESSAGES.deleted }}
      historyEntityType="bankAccount"
    />
  );
}
