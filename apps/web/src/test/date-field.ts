/**
 * Date boxes (components/date-input.tsx) in tests. The picker draws day, month and year as spinbuttons in a group
 * named by the label, and keeps the whole value in a hidden <input> the label points at; a change on that input is
 * read as typed DD/MM/YYYY text, the way a paste is.
 */
import { fireEvent, screen, within } from '@testing-library/react';

type Scope = Pick<typeof screen, 'getAllByLabelText'>;

/** The hidden <input> of the date box labelled `label` (the group of spinbuttons shares the label). */
export function dateInput(label: string, scope: HTMLElement | Scope = screen): HTMLInputElement {
  const queries = scope instanceof HTMLElement ? within(scope) : scope;
  const input = queries.getAllByLabelText(label).find((element) => element instanceof HTMLInputElement);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No date box labelled ${label}`);
  return input;
}

/** A wire date as the box shows it: 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function formFormatOf(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** Types a wire date ('YYYY-MM-DD', or '' to empty the box) into the date box labelled `label`. */
export function changeDate(label: string, date: string, scope?: HTMLElement | Scope): void {
  fireEvent.change(dateInput(label, scope), { target: { value: date ? formFormatOf(date) : '' } });
}
