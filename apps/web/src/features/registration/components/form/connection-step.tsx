import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { MESSAGES, VOLTAGE_LEVELS, draws, type EntityType, type Utility } from '@stoa/shared';
import type { SelectOption } from '../../../../components/select-input.tsx';
import { useDiscomsForRegistration, useTranscos } from '../../api/get-utilities-for-registration.ts';
import { FIELD_GRID } from '../../../../components/crud/form-fields.tsx';
import { optionsOf } from '../../../../components/crud/options.ts';
import { RegDateField, RegSelectField, RegTextField } from './form-fields.tsx';
import type { RegistrationFormValues } from './form-values.ts';

const utilityOptions = (utilities: readonly Utility[] | undefined): SelectOption[] =>
  (utilities ?? []).map((u) => ({ value: String(u.id), label: u.name }));

/** The zones of the chosen utility; a saved zone stays selectable even if the utility no longer lists it. */
export function zoneOptions(
  utilities: readonly Utility[] | undefined,
  utilityId: string,
  current = '',
): SelectOption[] {
  const zones = utilities?.find((u) => String(u.id) === utilityId)?.zones ?? [];
  const all = current !== '' && !zones.includes(current) ? [...zones, current] : zones;
  return optionsOf(all);
}

/** Connection (OA entity types): the TRANSCO and DISCOM networks the entity is connected to, and where. */
export function ConnectionStep({ entityType }: { entityType: EntityType }) {
  const { control, setValue } = useFormContext<RegistrationFormValues>();
  const [transcoId, discomId, transmissionZone, distributionZone] = useWatch({
    control,
    name: ['connection.transcoId', 'connection.discomId', 'connection.transmissionZone', 'connection.distributionZone'],
  });
  const transcos = useTranscos();
  const discoms = useDiscomsForRegistration();
  const isDiscomRequired = draws(entityType);
  const hasDistributionZone = isDiscomRequired || discomId !== '';
  const loadError = transcos.isError || discoms.isError ? MESSAGES.fetchError : undefined;

  return (
    <Box sx={FIELD_GRID}>
      <RegSelectField
        name="connection.transcoId"
        label="TRANSCO"
        options={utilityOptions(transcos.data)}
        helperText={transcos.isError ? loadError : undefined}
        onPicked={() => setValue('connection.transmissionZone', '')}
      />
      <RegSelectField
        name="connection.discomId"
        label="DISCOM"
        placeholder={isDiscomRequired ? 'Select' : 'None'}
        options={utilityOptions(discoms.data)}
        helperText={
          discoms.isError ? loadError : isDiscomRequired ? undefined : 'Only when connected to a DISCOM network'
        }
        onPicked={() => setValue('connection.distributionZone', '')}
      />
      <RegSelectField
        name="connection.voltageLevel"
        label="Voltage Level"
        options={optionsOf(VOLTAGE_LEVELS, (kv) => `${kv} kV`)}
      />
      <RegDateField name="connection.dateOfOpenAccessStart" label="Date of Open Access Start" />
      <RegTextField name="connection.substationName" label="Sub-station" />
      <RegTextField name="connection.feederName" label="Feeder" />
      <RegSelectField
        name="connection.transmissionZone"
        label="Transmission Zone"
        options={zoneOptions(transcos.data, transcoId, transmissionZone)}
        helperText={transcoId === '' ? 'Choose the TRANSCO first' : undefined}
      />
      {hasDistributionZone && (
        <RegSelectField
          name="connection.distributionZone"
          label="Distribution Zone"
          options={zoneOptions(discoms.data, discomId, distributionZone)}
          helperText={discomId === '' ? 'Choose the DISCOM first' : undefined}
        />
      )}
    </Box>
  );
}
