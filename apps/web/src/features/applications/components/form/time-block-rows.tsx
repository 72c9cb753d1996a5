/**
 * The time-block rows of an application (spec §3 time-block row, §5 rules): From and To Date inside the window, From
 * and To Time on the 15-minute labels, Requirement (MW) with e and minus blocked, and each row's MWh as typed; the
 * total below. Messages sit under their fields (live rules and the last Submit); a row asking more than the ATC margin
 * left gets one warning below it, which never blocks.
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
import type { ApplicationWindow } from '@stoa/shared/application/application-windows';
import { FormNumberField, FormSelectField } from '../../../../components/crud/form-fields.tsx';
import { useListErrors } from '../../../../components/crud/field-errors.tsx';
import { LAST_LABEL_INDEX, TO_TIME_OPTIONS, timeLabelOptions } from '../../../../components/time-block-options.ts';
import { formatMw } from '../../../../lib/format.ts';
import { WindowDateField } from './bound-fields.tsx';
import { EMPTY_ROW, type ApplicationFormValues } from './form-values.ts';
import { liveRowMwh, liveTotalMwh } from './live-validation.ts';

const NumberField = FormNumberField<ApplicationFormValues>;
const SelectField = FormSelectField<ApplicationFormValues>;

const ROW_GRID = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr 1fr', md: '150px 150px 110px 110px minmax(150px, 1fr) 110px 40px' },
} as const;

interface TimeBlockRowsProps {
  window: ApplicationWindow | null;
  /** Per row: the remaining approved quantum (MW), once asked. */
  remaining: readonly (number | undefined)[];
  /** Per row: why its remaining quantum could not be read, or null. */
  remainingErrors: readonly (string | null)[];
  /** Per row: the one warning when it asks more than the ATC margin left in some block (never blocks Submit). */
  marginWarnings: readonly (string | null)[];
  disabled: boolean;
}

export function TimeBlockRows(props: TimeBlockRowsProps) {
  const { window: deliveryWindow, remaining, remainingErrors, marginWarnings, disabled } = props;
  const { control } = useFormContext<ApplicationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'timeBlocks' });
  const rows = useWatch({ control, name: 'timeBlocks' });
  const listErrors = useListErrors('timeBlocks');
  const dates = deliveryWindow?.isOpen ? { min: deliveryWindow.minDate, max: deliveryWindow.maxDate } : {};

  /** The same-day window starts some blocks after receipt on its first date. */
  const fromOptions = (date: string) =>
    timeLabelOptions(
      deliveryWindow && date === deliveryWindow.minDate ? deliveryWindow.minBlockOnMinDate : 0,
      LAST_LABEL_INDEX - 1,
    );

  return (
    <Stack spacing={2} component="section" aria-labelledby="time-blocks-heading">
      <Typography id="time-blocks-heading" variant="h2" sx={{ fontSize: '1.1rem' }}>
        Time Blocks
      </Typography>
      {listErrors.message && <Alert severity="error">{listErrors.message}</Alert>}
      {fields.map((field, index) => {
        const row = rows[index] ?? EMPTY_ROW;
        const mwh = liveRowMwh(row);
        const left = remaining[index];
        const marginWarning = marginWarnings[index] ?? null;
        const remainingError = remainingErrors[index] ?? null;
        return (
          <Box key={field.id} role="group" aria-label={`Time block ${index + 1}`} sx={ROW_GRID}>
            <WindowDateField name={`timeBlocks.${index}.oaFromDate`} label="From Date" {...dates} disabled={disabled} />
            <WindowDateField name={`timeBlocks.${index}.oaToDate`} label="To Date" {...dates} disabled={disabled} />
            <SelectField
              name={`timeBlocks.${index}.fromTimeBlock`}
              label="From Time"
              options={fromOptions(row.oaFromDate)}
              disabled={disabled}
            />
            <SelectField
              name={`timeBlocks.${index}.toTimeBlock`}
              label="To Time"
              options={TO_TIME_OPTIONS}
              disabled={disabled}
            />
            <NumberField
              name={`timeBlocks.${index}.oaRequirement`}
              label="Requirement (MW)"
              helperText={left === undefined ? undefined : `Remaining approved: ${formatMw(left)} MW`}
              disabled={disabled}
            />
            <Box sx={{ pt: 0.5 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                MWh
              </Typography>
              <Typography variant="body2" aria-label={`MWh of time block ${index + 1}`}>
                {mwh === null ? '—' : formatMw(mwh)}
              </Typography>
            </Box>
            <Tooltip title="Remove time block">
              <span>
                <IconButton
                  aria-label={`Remove time block ${index + 1}`}
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
            {remainingError && (
              <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
                {remainingError}
              </Alert>
            )}
            {marginWarning && (
              <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
                {marginWarning}
              </Alert>
            )}
          </Box>
        );
      })}
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          disabled={disabled}
          onClick={() => {
            append({ ...EMPTY_ROW });
            listErrors.clearAll();
          }}
        >
          Add Time Block
        </Button>
        <Typography variant="body2" aria-label="Total MWh">
          Total: <strong>{formatMw(liveTotalMwh(rows))} MWh</strong>
        </Typography>
      </Stack>
    </Stack>
  );
}
