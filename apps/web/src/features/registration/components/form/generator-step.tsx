import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  FUEL_CATEGORIES,
  FUEL_CATEGORY_LABELS,
  FUELS,
  GENERATOR_TYPES,
  OTHERS,
  exBusCapacity,
  type FuelCategory,
} from '@stoa/shared';
import { OthersCombo } from '../../../../components/others-combo.tsx';
import { TextInput } from '../../../../components/text-input.tsx';
import { formatMw } from '../../../../lib/format.ts';
import { useFieldError } from '../../../../components/crud/field-errors.tsx';
import { FIELD_GRID } from '../../../../components/crud/form-fields.tsx';
import { optionsOf } from '../../../../components/crud/options.ts';
import { RegNumberField, RegSelectField, RegTextField } from './form-fields.tsx';
import type { RegistrationFormValues } from './form-values.ts';

const isFuelCategory = (value: string): value is FuelCategory => (FUEL_CATEGORIES as readonly string[]).includes(value);

/** Installed − auxiliary as the boxes stand (DOMAIN §1); empty until both hold a number. */
export function exBusText(installed: string, auxiliary: string): string {
  if (installed.trim() === '' || auxiliary.trim() === '') return '';
  const [i, a] = [Number(installed), Number(auxiliary)];
  return Number.isFinite(i) && Number.isFinite(a) ? formatMw(exBusCapacity(i, a)) : '';
}

/** Generator (injecting entity types): the plant, its fuel and its capacities in MW. */
export function GeneratorStep() {
  const { control } = useFormContext<RegistrationFormValues>();
  const [installed, auxiliary] = useWatch({
    control,
    name: ['generator.installedCapacity', 'generator.auxiliaryConsumption'],
  });
  return (
    <Box sx={FIELD_GRID}>
      <RegTextField name="generator.plantName" label="Plant Name" />
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <RegTextField name="generator.plantLocation" label="Plant Location" />
      </Box>
      <FuelCategoryField />
      <FuelField />
      <RegSelectField name="generator.generatorType" label="Generator Type" options={optionsOf(GENERATOR_TYPES)} />
      <RegNumberField name="generator.installedCapacity" label="Installed Capacity (MW)" />
      <RegNumberField name="generator.auxiliaryConsumption" label="Auxiliary Consumption (MW)" />
      <TextInput
        label="Ex-Bus Capacity (MW)"
        value={exBusText(installed, auxiliary)}
        readOnly
        helperText="Installed Capacity − Auxiliary Consumption"
      />
      <RegNumberField name="generator.stoaInjectionQuantum" label="STOA Injection Quantum (MW)" />
    </Box>
  );
}

function FuelCategoryField() {
  const { control, setValue } = useFormContext<RegistrationFormValues>();
  const error = useFieldError('generator.fuelCategory');
  return (
    <Controller
      control={control}
      name="generator.fuelCategory"
      render={({ field }) => (
        <FormControl error={Boolean(error.message)}>
          <FormLabel id="fuel-category-label" sx={{ fontSize: '0.8rem' }}>
            Fuel Category
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="fuel-category-label"
            name={field.name}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value);
              // Each category has its own fuels: a fuel of the other one no longer fits.
              setValue('generator.fuel', '');
              setValue('generator.fuelOther', '');
              error.clear();
            }}
          >
            {FUEL_CATEGORIES.map((category) => (
              <FormControlLabel
                key={category}
                value={category}
                control={<Radio size="small" />}
                label={FUEL_CATEGORY_LABELS[category]}
              />
            ))}
          </RadioGroup>
          {error.message && <FormHelperText sx={{ mx: 0 }}>{error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** The fuel of the chosen category, or Others with a fuel of one's own (spec §5). */
function FuelField() {
  const { control, setValue } = useFormContext<RegistrationFormValues>();
  const [category, fuel, fuelOther] = useWatch({
    control,
    name: ['generator.fuelCategory', 'generator.fuel', 'generator.fuelOther'],
  });
  const choiceError = useFieldError('generator.fuel');
  const otherError = useFieldError('generator.fuelOther');
  const options = isFuelCategory(category) ? FUELS[category].filter((f) => f !== OTHERS) : [];
  return (
    <OthersCombo
      label="Fuel"
      otherLabel="Other Fuel"
      options={options}
      value={{ choice: fuel, other: fuelOther }}
      onChange={(value) => {
        setValue('generator.fuel', value.choice);
        setValue('generator.fuelOther', value.other ?? '');
        choiceError.clear();
        otherError.clear();
      }}
      choiceError={choiceError.message}
      otherError={otherError.message}
      disabled={!isFuelCategory(category)}
    />
  );
}
