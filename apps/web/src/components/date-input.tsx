import { forwardRef } from 'react';
import { TextInput, type TextInputProps } from './text-input.tsx';

interface DateInputProps extends Omit<TextInputProps, 'type' | 'isLabelShrunk'> {
  /** Caps the browser's calendar at today (UTC, the same day the shared `pastDateField` rule compares with). */
  disableFuture?: boolean;
}

/**
 * A native date box (value 'YYYY-MM-DD', the wire format). The label always sits above the outline, since the
 * browser draws its own day/month/year placeholder inside. Native rather than a picker library: no extra chunk.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { disableFuture = false, inputProps, ...props },
  ref,
) {
  return (
    <TextInput
      {...props}
      ref={ref}
      type="date"
      isLabelShrunk
      inputProps={disableFuture ? { max: new Date().toISOString().slice(0, 10), ...inputProps } : inputProps}
    />
  );
});
