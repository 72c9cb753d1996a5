import type { Locator, Page } from 'playwright-core';

/**
 * Types a wire date ('YYYY-MM-DD') into the date box labelled `label`, as a user does: the box (MUI X picker) is a
 * group of day, month and year spinbuttons, so the digits go in from the day on (DD MM YYYY, each section moving to
 * the next when full). `fill` has no input to write to.
 */
export async function fillDate(scope: Page | Locator, label: string, date: string): Promise<void> {
  const [year, month, day] = date.split('-');
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  const keyboard = 'keyboard' in scope ? scope.keyboard : scope.page().keyboard;
  await keyboard.type(`${day}${month}${year}`);
}
