/** The SLDC's active bank account(s) a payer pays into, as the public view gives them. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES, type BankAccountPublic } from '@stoa/shared';
import { useSldcBankAccounts } from '../api/get-sldc-bank-accounts.ts';

export const NO_ACCOUNTS = 'No SLDC bank account is available. Please contact the SLDC.';

const lines = (account: BankAccountPublic) => [
  ['Account Name', account.accountHolderName],
  ['Account Number', account.accountNumber],
  ['IFSC', account.ifsc],
  ['Bank', account.bankName],
  ['Branch', account.branchName],
];

export function SldcAccounts() {
  const accounts = useSldcBankAccounts();
  if (accounts.isPending) return null;
  if (accounts.isError) return <Alert severity="error">{MESSAGES.fetchError}</Alert>;
  if (accounts.data.length === 0) return <Alert severity="warning">{NO_ACCOUNTS}</Alert>;
  return (
    <Box component="section" aria-label="SLDC bank accounts">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Pay into the SLDC&apos;s account
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {accounts.data.map((account) => (
          <Paper key={account.id} variant="outlined" sx={{ p: 1.5 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
              {lines(account).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
