import { forwardRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { MAX_DECIMALS, hasAtMostDecimals, isBlockedNumberKey } from '@stoa/shared';
import { TextInput, type TextInputProps } from './text-input.tsx';

export interface NumberInputProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'defaultValue'> {
  value: string | number | null | undefined;
  /** Called with accepted text only: a value the shared number rule refuses never reaches the form. */
  onChange: (value: string) => void;
  /** Digits allowed after the point: 2 by default (spec §5), 0 for whole numbers. */
  decimals?: number;
}

const NUMBER_TEXT = /^\d*\.?\d*$/;

/** Digits with at most one point and at most `decimals` digits after it ('' too: the field may be emptied). */
export function isAcceptedNumberText(text: string, decimals = MAX_DECIMALS): boolean {
  if (!NUMBER_TEXT.test(text)) return false;
  return decimals === 0 ? !text.includes('.') : hasAtMostDecimals(text, decimals);
}

/**
 * A text box for amounts, rates and counts (spec §5 Number inputs): e, E, minus and plus are swallowed, and a typed
 * or pasted value with a sign, an exponent or a third decimal is refused, so the box keeps its last good value.
 * A text box rather than type="number": browsers let e and minus through a number box and report its value as ''.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onChange, decimals = MAX_DECIMALS, onKeyDown, inputProps, ...props },
  ref,
) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (isBlockedNumberKey(event.key)) event.preventDefault();
    onKeyDown?.(event);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = event.target.value.trim();
    if (isAcceptedNumberText(text, decimals)) onChange(text);
  };
  return (
    <TextInput
      {...props}
      ref={ref}
      type="text"
      value={value ?? ''}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      inputProps={{ inputMode: decimals === 0 ? 'numeric' : 'decimal', ...inputProps }}
    />
  );
});
