import type { ChangeEvent } from 'react';

/**
 * Upper-cases what the user types, in place, keeping the caret where it was: a PAN is upper case (spec §5), and
 * showing it so as it is typed avoids a surprise when the saved value differs from what was on screen.
 */
export function upperCaseInPlace(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
