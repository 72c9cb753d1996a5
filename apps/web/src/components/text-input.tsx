import { forwardRef, useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'inputRef'> {
  label: string;
  helperText?: ReactNode;
  /** Keeps the label above the outline even when empty, for a control that draws its own placeholder (a date). */
  isLabelShrunk?: boolean;
}

/**
 * An outlined text box with label and helper text, like MUI's TextField but without its built-in Select: the
 * Select drags menus and popovers into every form's chunk, which the sign-in route cannot afford (250 KB budget).
 * The ref reaches the <input>, as react-hook-form's `register` needs.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    helperText,
    isLabelShrunk,
    id: idProp,
    error,
    disabled,
    fullWidth = true,
    size = 'small',
    sx,
    ...inputProps
  },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth={fullWidth} size={size} error={error} disabled={disabled} variant="outlined" sx={sx}>
      <InputLabel htmlFor={id} shrink={isLabelShrunk}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        inputRef={ref}
        label={label}
        notched={isLabelShrunk}
        aria-describedby={helperTextId}
        {...inputProps}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
