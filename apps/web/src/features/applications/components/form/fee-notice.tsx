/** The application fee that falls due with the application (GetApplicationFee). */
import Typography from '@mui/material/Typography';
import type { ApplicationType } from '@stoa/shared';
import { formatInr } from '../../../../lib/format.ts';
import { useApplicationFee } from '../../api/get-application-fee.ts';

export function FeeNotice({ type }: { type: ApplicationType }) {
  const fee = useApplicationFee(type);
  if (!fee.data) return null;
  const { amount, feeType } = fee.data;
  return (
    <Typography variant="body2" aria-label="Application fee">
      {amount === null ? (
        `${feeType}: no fee applies.`
      ) : (
        <>
          {feeType}: <strong>{formatInr(amount)}</strong> (due on submission)
        </>
      )}
    </Typography>
  );
}
