/**
 * Issue 15 item 9: every demo role walks every link of its nav at 1366 px (drawer open), and the first role of an
 * audience each address on a 375 px phone, running axe (0 critical, 0 serious) and checking that the page never
 * scrolls sideways and shows no ISO date (walk-checks.ts). On the way it takes the user manual's screenshots (issue 20): each page at 1366 px once per
 * audience (the first of its roles to get there), and the sign-in page, into docs/manual/screens, where the server's
 * manual PDF finds them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { manualScreenName, type ScreenAudience } from '@stoa/shared';
import { launchBrowser, signIn, startPortal, type Portal } from './harness.ts';
import { walkProblemsOf, type PageProblem } from './walk-checks.ts';
import { axeContext, settled } from './axe-context.ts';

const ROLES = ['admin', 'sldc', 'approver1', 'approver2', 'discom', 'transco', 'oa.both', 'trader'] as const;
/** Whose manual each demo user's screenshots illustrate. */
const AUDIENCE: Record<(typeof ROLES)[number], ScreenAudience> = {
  admin: 'admin',
  sldc: 'sldc',
  approver1: 'sldc',
  approver2: 'sldc',
  discom: 'utility',
  transco: 'utility',
  'oa.both': 'applicant',
  trader: 'applicant',
};
const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/manual/screens');
/** What this run has done once already (a manual screenshot, a page walked at phone width per audience). */
const done = new Set<string>();
/** True the first time `key` is asked about in this run: the first role of an audience to reach a page does it. */
function isFirst(key: string): boolean {
  if (done.has(key)) return false;
  done.add(key);
  return true;
}
const PHONE = { width: 375, height: 812 };

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');

/** The nav's links as the role sees them (label and path), read from the drawer. */
async function navOf(page: Page): Promise<Stop[]> {
  await navLinks(page).first().waitFor();
  return navLinks(page).evaluateAll((links) =>
    links.map((a) => ({ label: (a.textContent ?? '').trim(), to: new URL((a as HTMLAnchorElement).href).pathname })),
  );
}

interface Stop {
  label: string;
  to: string;
  /** Reached from the avatar menu rather than the nav. */
  isAccountPage?: boolean;
}

/** The avatar menu's pages, walked after the nav's. */
const ACCOUNT_PAGES: Stop[] = [
  { label: 'My Profile', to: '/profile', isAccountPage: true },
  { label: 'Change password', to: '/change-password', isAccountPage: true },
];

async function open(page: Page, stop: Stop, isPhone: boolean): Promise<void> {
  if (stop.isAccountPage) {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: stop.label }).click();
    return;
  }
  if (isPhone) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await navLinks(page)
    .filter({ hasText: stop.label })
    .and(page.locator(`[href="${stop.to}"]`))
    .first()
    .click();
}

/** The manual's screenshot of the page as it is now, unless this run has one already. */
async function manualScreenshot(page: Page, audience: ScreenAudience | 'public', to: string): Promise<void> {
  const name = manualScreenName(audience, to);
  if (!isFirst(name)) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, name), type: 'jpeg', quality: 60 });
}

/** Clicks the nav item (opening the phone drawer first), waits for the page to settle, then checks it. */
async function visit(page: Page, item: Stop, isPhone: boolean, audience: ScreenAudience): Promise<PageProblem[]> {
  await open(page, item, isPhone);
  await page.waitForURL((url) => url.pathname === item.to);
  await settled(page);
  const problems = await walkProblemsOf(page, `${item.label} (${item.to})`, isPhone);
  if (!isPhone) await manualScreenshot(page, audience, item.to);
  return problems;
}

async function walk(role: (typeof ROLES)[number]): Promise<PageProblem[]> {
  const context = await axeContext(browser, portal);
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await manualScreenshot(page, 'public', '/login');
    await signIn(page, role);
    await page.waitForURL((url) => url.pathname !== '/login');
    const items = [...(await navOf(page)), ...ACCOUNT_PAGES];
    const problems: PageProblem[] = [];
    for (const item of items) problems.push(...(await visit(page, item, false, AUDIENCE[role])));
    await page.setViewportSize(PHONE);
    // At 375 px the first role of an audience walks each address: the layout is the page's, not the role's (axe at
    // 1366 px still runs on every role's page).
    for (const item of items.filter((stop) => isFirst(`phone ${AUDIENCE[role]} ${stop.to}`))) {
      problems.push(...(await visit(page, item, true, AUDIENCE[role])));
    }
    return problems.map((p) => ({ ...p, where: `${role}: ${p.where}` }));
  } finally {
    await context.close();
  }
}

// Two roles at a time: each walks in its own browser context, and the walk is most of the e2e run's time.
describe.concurrent('every nav link of every demo role, at 1366 px and 375 px', () => {
  for (const role of ROLES) {
    it(`${role}: no serious or critical axe violation, no sideways scroll`, { timeout: 300_000 }, async () => {
      expect(await walk(role)).toEqual([]);
    });
  }
});
