import Box from '@mui/material/Box';
import { REGULATORS, TRADER_CATEGORIES } from '@stoa/shared';
import { FIELD_GRID } from '../../../../components/crud/form-fields.tsx';
import { optionsOf } from '../../../../components/crud/options.ts';
import { RegDateField, RegSelectField, RegTextField } from './form-fields.tsx';

/** Which trades each regulator licenses (CERC: inter-state; SERC: intra-state). */
const REGULATOR_LABELS: Record<string, string> = { CERC: 'CERC (inter-state)', SERC: 'SERC (intra-state)' };

/** Licence (traders): the trading licence and who issued it. */
export function LicenceStep() {
  return (
    <Box sx={FIELD_GRID}>
      <RegTextField name="licence.tradingLicenceNo" label="Trading Licence No." />
      <RegSelectField
        name="licence.issuingAuthority"
        label="Issuing Authority"
        options={optionsOf(REGULATORS, (r) => REGULATOR_LABELS[r] ?? r)}
      />
      <RegSelectField
        name="licence.category"
        label="Category"
        options={optionsOf(TRADER_CATEGORIES, (c) => `Category ${c}`)}
      />
      <RegDateField name="licence.licenceValidFrom" label="Licence Valid From" />
      <RegDateField name="licence.licenceValidTo" label="Licence Valid To" />
    </Box>
  );
}
