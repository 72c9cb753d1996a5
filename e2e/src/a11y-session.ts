/**
 * The a11y spec's sessions and checks: one browser context per demo user, signed in once through the login form and
 * kept (axe loaded in each, axe-context.ts), and axe (serious and critical, walk-checks.ts) on a page once it has
 * settled, its findings gathered under the name of what was checked.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { signIn, type Portal } from './harness.ts';
import { axeContext, settled } from './axe-context.ts';
import { axeProblems } from './walk-checks.ts';

export const SUMMARY = 'Please correct the following';

export class Sessions {
  private readonly pages = new Map<string, Promise<Page>>();
  /** Every serious or critical finding so far, each under the name of the page, form or dialog checked. */
  readonly problems: string[] = [];

  constructor(private readonly target: () => { browser: Browser; portal: Portal }) {}

  /** The user's page (signed in on first use); '' is a visitor who has not signed in. */
  of(userName: string): Promise<Page> {
    let page = this.pages.get(userName);
    if (!page) {
      page = this.open(userName);
      this.pages.set(userName, page);
    }
    return page;
  }

  /** The findings gathered since the last take. */
  take(): string[] {
    return this.problems.splice(0);
  }

  private async open(userName: string): Promise<Page> {
    const { browser, portal } = this.target();
    const context = await axeContext(browser, portal);
    const page = await context.newPage();
    if (userName !== '') {
      await signIn(page, userName);
      await page.waitForURL((url) => url.pathname !== '/login');
    }
    return page;
  }

  /** axe on the page as it is, once it has settled. */
  async check(page: Page, what: string): Promise<void> {
    await settled(page);
    for (const problem of await axeProblems(page)) this.problems.push(`${what}: ${problem}`);
  }

  /** Opens `url`, waits for its heading (level 1) and checks it. */
  async visit(page: Page, url: string, what = url): Promise<void> {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await this.check(page, what);
  }
}

/** Presses `button` on an empty form and checks the form with its error summary up (the form kit's refusal). */
export async function checkRefusal(sessions: Sessions, page: Page, button: Locator, what: string) {
  await button.click();
  await page.getByRole('alert', { name: SUMMARY }).waitFor();
  await sessions.check(page, `${what}, refused`);
}

/** Opens a dialog with `opener`, checks it (and its refusal when `refuse` names its submit), then closes it. */
export async function checkDialog(
  sessions: Sessions,
  page: Page,
  opener: Locator,
  what: string,
  refuse?: string,
): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await sessions.check(page, `${what} dialog`);
  if (refuse) {
    await dialog.getByRole('button', { name: refuse, exact: true }).click();
    await dialog.getByRole('alert', { name: SUMMARY }).waitFor();
    await sessions.check(page, `${what} dialog, refused`);
  }
  return dialog;
}

/** Closes the open dialog with Escape, confirming a leave question when the form was changed. */
export async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  const discard = page.getByRole('button', { name: 'Discard changes' });
  if (await discard.isVisible().catch(() => false)) await discard.click();
  await page
    .getByRole('dialog')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}
