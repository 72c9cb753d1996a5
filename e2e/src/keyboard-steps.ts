/**
 * A keyboard user's steps (issue 36 item 7): focus moves only with Tab and Shift+Tab, choices with the arrow keys,
 * actions with Enter or Space, values by typing; never the mouse. Every focus stop acted on must show where focus
 * is: the focused element draws an outline (or a focus shadow) — a hidden native input (a checkbox's) draws it on
 * the control over it.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CAPTCHA, PASSWORD } from './harness.ts';

/** Is focus on `target` or inside it (a date box's day section inside its group)? */
const holdsFocus = (target: Locator) =>
  target.evaluate((element) => element.contains(document.activeElement), undefined, { timeout: 2_000 });

/** What has focus, for a failure's message. */
const focusedNow = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> '${name}'`;
  });

/** The focused element draws its focus: an outline, or a box-shadow on a control that has none at rest. */
export async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const seen = await page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { visible: false, style: 'focus is on the page' };
    // A checkbox, radio or switch: its native input is transparent; the control over it shows the focus.
    if (element instanceof HTMLInputElement && getComputedStyle(element).opacity === '0') {
      element = element.closest<HTMLElement>('.MuiButtonBase-root') ?? element;
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // A contained button's shadow is its elevation, there without focus too: no sign of focus.
    const shadow = style.boxShadow !== 'none' && !element.matches('.MuiButton-contained');
    return {
      visible: outline || shadow,
      style: `outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow}`,
    };
  });
  expect(seen.visible, `focus is not visible on ${what} (${await focusedNow(page)}): ${seen.style}`).toBe(true);
}

/**
 * Tab (or Shift+Tab, `back`) until focus reaches `target`, at most `max` stops; then its focus must show.
 */
export async function tabTo(page: Page, target: Locator, what: string, back = false, max = 150): Promise<void> {
  await target.waitFor();
  for (let stop = 0; stop <= max; stop += 1) {
    if (await holdsFocus(target)) {
      await expectFocusVisible(page, what);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} Tabs never reached ${what}; focus is on ${await focusedNow(page)}`);
}

/** Tab to a button or link, then Enter. */
export async function press(page: Page, target: Locator, what: string, back = false): Promise<void> {
  await tabTo(page, target, what, back);
  await page.keyboard.press('Enter');
}

/** Tab to a text box and type `text`. */
export async function typeInto(page: Page, target: Locator, what: string, text: string): Promise<void> {
  await tabTo(page, target, what);
  await page.keyboard.type(text);
}

/** Tab to a native select, then the arrow keys (a closed select changes its choice with them) to `text`. */
export async function choose(page: Page, select: Locator, what: string, text: string): Promise<void> {
  const option = select.locator('option', { hasText: text });
  await expect.poll(() => option.count(), { message: `one option '${text}' in ${what}` }).toBe(1);
  await tabTo(page, select, what);
  const { from, to } = await select.evaluate((element, wanted) => {
    const options = [...(element as HTMLSelectElement).options];
    return {
      from: (element as HTMLSelectElement).selectedIndex,
      to: options.findIndex((o) => o.text.includes(wanted)),
    };
  }, text);
  for (let step = 0; step < Math.abs(to - from); step += 1)
    await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  const chosen = await select.evaluate((element) => {
    const s = element as HTMLSelectElement;
    return s.options[s.selectedIndex]?.text ?? '';
  });
  expect(chosen, what).toContain(text);
}

/** Tab into a date box (its day first) and type the wire date 'YYYY-MM-DD' as DDMMYYYY. */
export async function typeDate(page: Page, group: Locator, what: string, date: string): Promise<void> {
  const [year, month, day] = date.split('-');
  await tabTo(page, group, what);
  await page.keyboard.type(`${day}${month}${year}`);
}

/**
 * A signed-in page opened by its address, then its first Tab stop, the skip link, and Enter: focus is on the main
 * region, past the header and the nav.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await press(page, page.getByRole('link', { name: 'Skip to main content' }), 'Skip to main content');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
}

/** The login form by keyboard: user name, password, captcha, then Enter on Log In. */
export async function signInByKeyboard(page: Page, userName: string): Promise<void> {
  await page.goto('/login');
  await typeInto(page, page.getByLabel('User Name'), 'User Name', userName);
  await typeInto(page, page.getByLabel('Password', { exact: true }), 'Password', PASSWORD);
  await typeInto(page, page.getByLabel('Captcha', { exact: true }), 'Captcha', CAPTCHA);
  await press(page, page.getByRole('button', { name: 'Log In' }), 'Log In');
  await page.waitForURL((url) => url.pathname !== '/login');
}
