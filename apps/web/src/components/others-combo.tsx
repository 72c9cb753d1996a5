import Stack from '@mui/material/Stack';
import { OTHERS } from '@stoa/shared';
import { SelectInput, type SelectOption } from './select-input.tsx';
import { TextInput } from './text-input.tsx';

/** What the combo holds: the picked option, and the value typed when the pick is Others. */
export interface OthersValue {
  choice: string;
  /** The shared `othersChoiceField` takes null or no value as well as ''. */
  other?: string | null | undefined;
}

export const EMPTY_OTHERS: OthersValue = { choice: '', other: '' };

interface OthersComboProps {
  label: string;
  /** The given options; 'Others' is added after them. */
  options: readonly (string | SelectOption)[];
  value: OthersValue;
  onChange: (value: OthersValue) => void;
  /** Errors of the form (the shared `othersChoiceField` puts them on `choice` or `other`). */
  choiceError?: string | undefined;
  otherError?: string | undefined;
  /** Label of the box for one's own value; 'Other {label}' by default. */
  otherLabel?: string;
  disabled?: boolean;
}

/**
 * A pick among given options plus Others (spec §5): picking Others opens a box for a value of one's own, which the
 * shared rule then requires ('Please provide other value or pick from the given').
 */
export function OthersCombo({
  label,
  options,
  value,
  onChange,
  choiceError,
  otherError,
  otherLabel,
  disabled,
}: OthersComboProps) {
  const selectOptions: SelectOption[] = [
    ...options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option)),
    { value: OTHERS, label: OTHERS },
  ];
  return (
    <Stack spacing={2} sx={{ flex: 1 }}>
      <SelectInput
        label={label}
        placeholder="Select"
        value={value.choice}
        options={selectOptions}
        onChange={(event) => onChange({ choice: event.target.value, other: '' })}
        error={Boolean(choiceError)}
        helperText={choiceError}
        disabled={disabled}
      />
      {value.choice === OTHERS && (
        <TextInput
          label={otherLabel ?? `Other ${label}`}
          value={value.other ?? ''}
          onChange={(event) => onChange({ choice: OTHERS, other: event.target.value })}
          error={Boolean(otherError)}
          helperText={otherError}
          disabled={disabled}
          autoFocus
        />
      )}
    </Stack>
  );
}
