import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { CHARGE_TYPE_LABELS, MESSAGES } from '@stoa/shared';
import { useConfiguredCharges } from '../api/get-configured-charges.ts';
import { useIsTdsConfigured } from '../api/is-tds-configured.ts';

export const TDS_CONFIGURED = 'TDS is configured';
export const TDS_NOT_CONFIGURED = 'TDS is not configured: you pay charges in full.';

/** Whether the applicant deducts TDS today, and on which charges at what rate. */
export function TdsBanner() {
  const isConfigured = useIsTdsConfigured();
  const charges = useConfiguredCharges(isConfigured.data === true);
  if (isConfigured.isError) return <Alert severity="error">{MESSAGES.fetchError}</Alert>;
  if (isConfigured.data === undefined) return null;
  if (!isConfigured.data) return <Alert severity="info">{TDS_NOT_CONFIGURED}</Alert>;
  return (
    <Alert severity="success">
      <AlertTitle>{TDS_CONFIGURED}</AlertTitle>
      {charges.data && charges.data.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Charges with TDS">
          {charges.data.map((charge) => (
            <li key={charge.chargeType}>
              {CHARGE_TYPE_LABELS[charge.chargeType]}: {charge.ratePercent}% under section {charge.section}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
