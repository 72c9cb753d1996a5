import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTHERS, othersChoiceField, utilityInputSchema } from '@stoa/shared';
import { EMPTY_OTHERS, OthersCombo, type OthersValue } from '../../../components/others-combo.tsx';

interface ZonePickerProps {
  zones: readonly string[];
  onChange: (zones: string[]) => void;
  /** Zones to pick from (the known ones); Others lets the Admin type a new zone. */
  knownZones: readonly string[];
  /** The form's error about the zones list. */
  error?: string | undefined;
}

type ComboErrors = { choice?: string | undefined; other?: string | undefined };

/**
 * A utility's zones as chips: pick a known zone (or Others and type one), then Add zone. Both checks are the shared
 * ones: the Others rule of spec §5, and the zones list rule of the utility schema (no repeats).
 */
/** The zone to add, or the errors to show under the combo. */
function checkNewZone(combo: OthersValue, options: readonly string[], zones: readonly string[]) {
  const picked = othersChoiceField('Zone', options).safeParse(combo);
  if (!picked.success) {
    const issue = picked.error.issues[0];
    return { errors: issue?.path[0] === 'other' ? { other: issue.message } : { choice: issue?.message } };
  }
  const list = utilityInputSchema.shape.zones.safeParse([...zones, picked.data]);
  const listIssue = list.success ? undefined : list.error.issues.find((issue) => issue.path.length === 0);
  if (!listIssue) return picked.data;
  return { errors: combo.choice === OTHERS ? { other: listIssue.message } : { choice: listIssue.message } };
}

export function ZonePicker({ zones, onChange, knownZones, error }: ZonePickerProps) {
  const [combo, setCombo] = useState<OthersValue>(EMPTY_OTHERS);
  const [comboErrors, setComboErrors] = useState<ComboErrors>({});
  const options = knownZones.filter((zone) => !zones.includes(zone));

  const addZone = () => {
    const zone = checkNewZone(combo, options, zones);
    if (typeof zone !== 'string') {
      setComboErrors(zone.errors);
      return;
    }
    onChange([...zones, zone]);
    setCombo(EMPTY_OTHERS);
    setComboErrors({});
  };

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Zones
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }} aria-label="Zones" role="list">
        {zones.map((zone) => (
          <Chip key={zone} role="listitem" label={zone} onDelete={() => onChange(zones.filter((z) => z !== zone))} />
        ))}
        {zones.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No zones yet
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <OthersCombo
          label="Zone"
          options={options}
          value={combo}
          onChange={(value) => {
            setCombo(value);
            setComboErrors({});
          }}
          choiceError={comboErrors.choice}
          otherError={comboErrors.other}
          otherLabel="New Zone"
        />
        <Button variant="outlined" onClick={addZone} sx={{ whiteSpace: 'nowrap' }}>
          Add zone
        </Button>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
