import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { fromHundredths, toHundredths } from '@stoa/shared';
import { formatMw } from '../../../../lib/format.ts';
import { useListErrors } from '../../../../components/crud/field-errors.tsx';
import { RegDateField, RegNumberField, RegTextField } from './form-fields.tsx';
import { EMPTY_UNIT, type RegistrationFormValues, type UnitValues } from './form-values.ts';

/** The columns of a unit row; the last one holds the remove button. */
export const ROW_GRID = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', md: '110px minmax(160px, 1fr) 140px 180px 200px 40px' },
} as const;

const mwOf = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** The sum of the units' capacities, exact to 0.01 MW. */
export function totalCapacity(units: readonly UnitValues[]): number {
  return fromHundredths(units.reduce((sum, u) => sum + toHundredths(mwOf(u.capacity) ?? 0), 0));
}

/** Units (injecting entity types): the generating units, whose capacities add up to at most the installed one. */
export function UnitsStep() {
  const { control } = useFormContext<RegistrationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'units' });
  const [units, installed] = useWatch({ control, name: ['units', 'generator.installedCapacity'] });
  const listErrors = useListErrors('units');
  const installedMw = mwOf(installed);

  return (
    <Stack spacing={2}>
      {listErrors.message && <Alert severity="error">{listErrors.message}</Alert>}
      {fields.length === 0 && <Typography color="text.secondary">No units yet: add each generating unit.</Typography>}
      {fields.map((row, index) => (
        <Box key={row.id} role="group" aria-label={`Unit ${index + 1}`} sx={ROW_GRID}>
          <RegNumberField name={`units.${index}.unitNo`} label="Unit No." decimals={0} />
          <RegTextField name={`units.${index}.name`} label="Unit Name" />
          <RegNumberField name={`units.${index}.capacity`} label="Capacity (MW)" />
          <RegDateField name={`units.${index}.commissioningDate`} label="Commissioning Date" />
          <RegDateField name={`units.${index}.commercialOperationDate`} label="Commercial Operation Date" />
          <Tooltip title="Remove unit">
            <IconButton
              aria-label={`Remove unit ${index + 1}`}
              onClick={() => {
                remove(index);
                listErrors.clearAll();
              }}
            >
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          onClick={() => {
            append({ ...EMPTY_UNIT, unitNo: String(fields.length + 1) });
            listErrors.clearAll();
          }}
        >
          Add Unit
        </Button>
        <Typography variant="body2">
          Total capacity: <strong>{formatMw(totalCapacity(units))} MW</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Installed Capacity: {installedMw === null ? '—' : `${formatMw(installedMw)} MW`}
        </Typography>
      </Stack>
    </Stack>
  );
}
