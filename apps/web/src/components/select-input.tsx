import { forwardRef, useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectInputProps extends Omit<NativeSelectProps, 'input' | 'children' | 'inputRef' | 'variant'> {
  label: string;
  options: readonly SelectOption[];
  helperText?: ReactNode;
  /** The text of the empty first option; a disabled select shows it blank, as nothing can be chosen. */
  placeholder?: string;
  /** The empty option is a prompt only: once a value is picked it cannot be chosen again. */
  isPlaceholderDisabled?: boolean;
}

/**
 * An outlined native <select> with the TextInput look: a native control is fully keyboard and screen-reader
 * accessible, works with react-hook-form's `register`, needs no popover code, and a disabled one still shows its value
 * (the user dialog's view mode and the edit locks of spec §6).
 */
export const SelectInput = forwardRef<HTMLSelectElement, SelectInputProps>(function SelectInput(
  { label, options, helperText, placeholder = '', isPlaceholderDisabled, id: idProp, error, disabled, ...selectProps },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth size="small" error={error} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        {...selectProps}
        inputRef={ref}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'aria-describedby': helperTextId }}
      >
        <option value="" disabled={isPlaceholderDisabled}>
          {disabled ? '' : placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
