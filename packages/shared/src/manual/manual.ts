/**
 * The user manual's structure (issue 20 item 5): for a role (and an OA applicant's entity type) the pages it opens —
 * its nav and the avatar menu's pages — each with its help and the name of its screenshot. Screenshots are taken by
 * the e2e walk (e2e/src/walk.e2e.test.ts), one per audience and page, into docs/manual/screens; the server's manual
 * PDF embeds those it finds.
 */
import { APPLICANT_ROLES, SLDC_ROLES, UTILITY_ROLES, type EntityType, type Role } from '../auth/roles.ts';
import { NAV } from '../auth/nav.ts';
import { REPORTS } from '../report/report-definitions-registry.ts';
import type { ReportKey } from '../report/report-catalog.ts';
import { MANUAL_PAGES, type PageHelp, type ScreenAudience } from './manual-pages.ts';

export type { PageHelp, ScreenAudience } from './manual-pages.ts';

/** Whose screenshots a role's manual shows: the four audiences see different pages behind the same address. */
export function screenAudienceOf(role: Role): ScreenAudience {
  if (role === 'Admin') return 'admin';
  if ((SLDC_ROLES as readonly Role[]).includes(role)) return 'sldc';
  if ((UTILITY_ROLES as readonly Role[]).includes(role)) return 'utility';
  if ((APPLICANT_ROLES as readonly Role[]).includes(role)) return 'applicant';
  throw new Error(`no audience for ${role}`);
}

/** The avatar menu's pages, described after the nav's. */
export const ACCOUNT_MENU_PAGES = [
  { label: 'My Profile', to: '/profile' },
  { label: 'Change password', to: '/change-password' },
] as const;

/** A screenshot's file name: the audience, then the address ('sldc_payments-dashboard.jpg'); 'public' for login. */
export function manualScreenName(audience: ScreenAudience | 'public', to: string): string {
  return `${audience}_${to.replace(/^\//, '').replaceAll('/', '-') || 'home'}.jpg`;
}

/** A page's help for the role's audience; a report page's is its definition's one line. */
export function pageHelpFor(to: string, role: Role): PageHelp | null {
  const report = /^\/reports\/(\w+)$/.exec(to)?.[1] as ReportKey | undefined;
  if (report && REPORTS[report]) return { text: REPORTS[report].answers };
  const help = MANUAL_PAGES[to];
  if (!help) return null;
  if ('text' in help) return help as PageHelp;
  return (help as Partial<Record<ScreenAudience, PageHelp>>)[screenAudienceOf(role)] ?? null;
}

export interface ManualPage {
  label: string;
  to: string;
  help: PageHelp | null;
  screen: string;
}
export interface ManualSection {
  key: string;
  label: string;
  pages: ManualPage[];
}

/** The role's manual: each nav section it has, then 'Your account' (the avatar menu), each page with its help. */
export function manualSectionsFor(role: Role): ManualSection[] {
  const audience = screenAudienceOf(role);
  const pageOf = (item: { label: string; to: string }): ManualPage => ({
    label: item.label,
    to: item.to,
    help: pageHelpFor(item.to, role),
    screen: manualScreenName(audience, item.to),
  });
  const sections = NAV.map((section) => ({
    key: section.key,
    label: section.label,
    pages: section.items.filter((item) => item.roles.includes(role)).map(pageOf),
  })).filter((section) => section.pages.length > 0);
  return [...sections, { key: 'account', label: 'Your account', pages: ACCOUNT_MENU_PAGES.map(pageOf) }];
}

/** What differs for each kind of OA applicant: its registration form and the limit its applications keep within. */
export const ENTITY_TYPE_HELP: Readonly<Record<Exclude<EntityType, 'Trader'>, string>> = {
  InjectingEntity:
    'An injecting entity (a generator) registers its plant with its ex-bus capacity and connection point, and applies as the seller. Its applications together never exceed its ex-bus capacity in any block.',
  DraweeEntity:
    'A drawee entity (a consumer) registers its connection with its contract demand with the DISCOM, and applies as the buyer. Its applications together never exceed its contract demand in any block.',
  BothEntity:
    'A captive entity that both injects and draws registers its plant and its connection, with both its ex-bus capacity and its contract demand; it applies as seller or buyer, and each limit holds on its side.',
};
