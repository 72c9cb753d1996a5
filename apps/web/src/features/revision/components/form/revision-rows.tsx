/**
 * The rows of a revision (issue 18): each a From and To Date inside what is left of the schedule, From and To Time on
 * the 15-minute labels (the application form's choices) and the New MW of those blocks — 0 cancels them. Messages of
 * the schema and of the server (`rows.{i}.{field}`) sit under their fields.
 */
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
import { FormDateField, FormNumberField, FormSelectField } from '../../../../components/crud/form-fields.tsx';
import { useListErrors } from '../../../../components/crud/field-errors.tsx';
import {
  FROM_TIME_OPTIONS,
  LAST_LABEL_INDEX,
  TO_TIME_OPTIONS,
  timeLabelOptions,
} from '../../../../components/time-block-options.ts';
import { EMPTY_REVISION_ROW, NEW_MW_LABEL, type RevisionFormValues } from './revision-form-values.ts';

const DateField = FormDateField<RevisionFormValues>;
const SelectField = FormSelectField<RevisionFormValues>;
const NumberField = FormNumberField<RevisionFormValues>;

const ROW_GRID = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr 1fr', md: '170px 170px 120px 120px minmax(140px, 1fr) 40px' },
} as const;

interface RevisionRowsProps {
  /** The dates a row may name: from the effective date to the application's last date. */
  dates: { min?: string; max?: string };
  /** The first block a revision may change: a row starting on its date starts at it or later. */
  effectiveFrom: { date: string; block: number } | null;
  disabled: boolean;
}

export function RevisionRows({ dates, effectiveFrom, disabled }: RevisionRowsProps) {
  const { control } = useFormContext<RevisionFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' });
  const listErrors = useListErrors('rows');
  const fromOptions = (date: string | undefined) =>
    effectiveFrom && date === effectiveFrom.date
      ? timeLabelOptions(effectiveFrom.block, LAST_LABEL_INDEX - 1)
      : FROM_TIME_OPTIONS;
  return (
    <Stack spacing={2} component="section" aria-labelledby="revision-rows-heading">
      <Typography id="revision-rows-heading" variant="h2" sx={{ fontSize: '1.1rem' }}>
        New Schedule
      </Typography>
      {listErrors.message && <Alert severity="error">{listErrors.message}</Alert>}
      {fields.map((field, index) => (
        <Box key={field.id} role="group" aria-label={`Revision row ${index + 1}`} sx={ROW_GRID}>
          <DateField
            name={`rows.${index}.oaFromDate`}
            label="From Date"
            minDate={dates.min}
            maxDate={dates.max}
            disabled={disabled}
          />
          <DateField
            name={`rows.${index}.oaToDate`}
            label="To Date"
            minDate={dates.min}
            maxDate={dates.max}
            disabled={disabled}
          />
          <SelectField
            name={`rows.${index}.fromTimeBlock`}
            label="From Time"
            options={fromOptions(rows[index]?.oaFromDate)}
            disabled={disabled}
          />
          <SelectField
            name={`rows.${index}.toTimeBlock`}
            label="To Time"
            options={TO_TIME_OPTIONS}
            disabled={disabled}
          />
          <NumberField
            name={`rows.${index}.oaRequirement`}
            label={NEW_MW_LABEL}
            helperText="0 cancels these blocks"
            disabled={disabled}
          />
          <Tooltip title="Remove row">
            <span>
              <IconButton
                aria-label={`Remove revision row ${index + 1}`}
                disabled={disabled || fields.length === 1}
                onClick={() => {
                  remove(index);
                  listErrors.clearAll();
                }}
              >
                <DeleteOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          disabled={disabled}
          onClick={() => {
            append({ ...EMPTY_REVISION_ROW });
            listErrors.clearAll();
          }}
        >
          Add Row
        </Button>
      </Box>
    </Stack>
  );
}
