import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { BankAccountPublic } from '@stoa/shared';

/** What an applicant needs to pay into the SLDC's active accounts, with the two values to copy into a bank form. */
export function BankAccountCards({ accounts }: { accounts: readonly BankAccountPublic[] }) {
  if (accounts.length === 0) return <Typography>No bank accounts are available.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {accounts.map((account) => (
        <Card key={account.id} component="article" aria-label={account.bankName}>
          <CardContent>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              {account.bankName}
            </Typography>
            <Detail label="Branch" value={account.branchName} />
            <Detail label="Account Holder" value={account.accountHolderName} />
            <Detail label="Account Type" value={account.accountType} />
            <CopyDetail label="Account Number" value={account.accountNumber} />
            <CopyDetail label="IFSC" value={account.ifsc} />
            {account.purpose && <Detail label="Purpose" value={account.purpose} />}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" sx={{ mb: 0.5 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

function CopyDetail({ label, value }: { label: string; value: string }) {
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Detail label={label} value={value} />
      <Button
        size="small"
        startIcon={<ContentCopy fontSize="small" />}
        aria-label={`Copy ${label}`}
        onClick={() => void copy().catch(() => setCopied(false))}
      >
        {isCopied ? 'Copied' : 'Copy'}
      </Button>
    </Stack>
  );
}
