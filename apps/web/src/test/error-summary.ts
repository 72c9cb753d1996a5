/**
 * The error summary of a refused submit in tests (components/form/error-summary.tsx): the alert at the top of the
 * form, its links, and a message as the field under which it is written describes itself with it.
 */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ERROR_SUMMARY_TITLE } from '../components/form/error-summary.tsx';

export function errorSummary(): HTMLElement {
  return screen.getByRole('alert', { name: ERROR_SUMMARY_TITLE });
}

export function findErrorSummary(): Promise<HTMLElement> {
  return screen.findByRole('alert', { name: ERROR_SUMMARY_TITLE });
}

/** The texts of the summary's links, in order. */
export function summaryProblems(): string[] {
  return within(errorSummary())
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** The field labelled `label` is marked invalid and describes itself with `message` (its helper text). */
export function expectFieldMessage(label: string, message: string): void {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}
