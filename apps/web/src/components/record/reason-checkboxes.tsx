/**
 * The reasons a Reject or Seek Clarification offers (the record type's list the Admin keeps), as checkboxes in a
 * labelled group: the processor ticks any that apply and may add comments (issue 36 item 8).
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { ReasonOption } from '@stoa/shared';

interface ReasonCheckboxesProps {
  options: readonly ReasonOption[];
  checked: readonly string[];
  onChange: (codes: string[]) => void;
  isDisabled?: boolean;
}

export function ReasonCheckboxes({ options, checked, onChange, isDisabled }: ReasonCheckboxesProps) {
  const toggle = (code: string, isOn: boolean) =>
    // Kept in the list's order, whatever order they were ticked in.
    onChange(options.map((o) => o.code).filter((c) => (c === code ? isOn : checked.includes(c))));
  return (
    <FormControl component="fieldset" disabled={isDisabled}>
      <FormLabel component="legend">Reasons</FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.code}
            label={option.label}
            control={
              <Checkbox
                size="small"
                checked={checked.includes(option.code)}
                onChange={(event) => toggle(option.code, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
