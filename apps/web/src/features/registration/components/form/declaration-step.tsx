import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { MESSAGES, type EntityType } from '@stoa/shared';
import { formatInr } from '../../../../lib/format.ts';
import { useRegistrationFee } from '../../api/get-registration-fee.ts';
import { FIELD_GRID } from '../../../../components/crud/form-fields.tsx';
import { RegCheckboxField, RegTextField } from './form-fields.tsx';

interface DeclarationStepProps {
  entityType: EntityType;
  isRenewal: boolean;
}

/** Declaration: the applicant's undertaking, who signs it, and the fee the submission makes due. */
export function DeclarationStep({ entityType, isRenewal }: DeclarationStepProps) {
  return (
    <Stack spacing={2.5}>
      <Stack>
        <RegCheckboxField
          name="declaration.accurate"
          label="I declare that the information given is true and complete."
        />
        <RegCheckboxField
          name="declaration.abideByRegulations"
          label="I agree to abide by the open access regulations and the SLDC procedures."
        />
      </Stack>
      <Box sx={FIELD_GRID}>
        <RegTextField name="declaration.place" label="Place" />
        <RegTextField name="declaration.authorizedPersonName" label="Authorized Person Name" />
        <RegTextField name="declaration.authorizedPersonDesignation" label="Authorized Person Designation" />
      </Box>
      <FeeNotice entityType={entityType} isRenewal={isRenewal} />
    </Stack>
  );
}

/** The fee falls due once the registration is submitted; it is paid from the payments pages, not here. */
function FeeNotice({ entityType, isRenewal }: DeclarationStepProps) {
  const fee = useRegistrationFee(entityType, isRenewal);
  const label = isRenewal ? 'Renewal fee' : 'Registration fee';
  if (fee.isError) return <Alert severity="warning">{`${label}: ${MESSAGES.fetchError}`}</Alert>;
  if (!fee.data) return null;
  return <Alert severity="info">{`${label}: ${formatInr(fee.data.amount)} — due after submission`}</Alert>;
}
