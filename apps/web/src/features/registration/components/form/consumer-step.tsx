import Box from '@mui/material/Box';
import { CONSUMER_TYPES, MIN_CONTRACT_DEMAND_MW } from '@stoa/shared';
import { FIELD_GRID } from '../../../../components/crud/form-fields.tsx';
import { optionsOf } from '../../../../components/crud/options.ts';
import { RegCheckboxField, RegNumberField, RegSelectField, RegTextField } from './form-fields.tsx';

/** Consumer (drawee entity types): the consumer connection and the demand the entity draws (spec §5, §9). */
export function ConsumerStep() {
  return (
    <Box sx={FIELD_GRID}>
      <RegTextField name="consumer.consumerNumber" label="Consumer Number" />
      <RegSelectField name="consumer.consumerType" label="Consumer Type" options={optionsOf(CONSUMER_TYPES)} />
      <RegNumberField
        name="consumer.contractDemand"
        label="Contract Demand (MW)"
        helperText={`Eligibility: ${MIN_CONTRACT_DEMAND_MW} MW and above`}
      />
      <RegNumberField name="consumer.sanctionedLoad" label="Sanctioned Load (MW)" />
      <RegNumberField name="consumer.stoaDrawlQuantum" label="STOA Drawl Quantum (MW)" />
      <RegCheckboxField name="consumer.dedicatedFeeder" label="Dedicated Feeder" />
    </Box>
  );
}
