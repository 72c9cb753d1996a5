import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/roles.ts';
import { NAV } from '../auth/nav.ts';
import { REPORTS } from '../report/report-definitions-registry.ts';
import { MANUAL_PAGES } from './manual-pages.ts';
import { ACCOUNT_MENU_PAGES, manualScreenName, manualSectionsFor, pageHelpFor, screenAudienceOf } from './manual.ts';

describe('the user manual', () => {
  it.each(ROLES)('describes every page the %s opens', (role) => {
    const pages = manualSectionsFor(role).flatMap((s) => s.pages);
    const navPages = NAV.flatMap((s) => s.items.filter((i) => i.roles.includes(role)));
    expect(pages.map((p) => p.to)).toEqual([...navPages.map((i) => i.to), ...ACCOUNT_MENU_PAGES.map((p) => p.to)]);
    expect(pages.filter((p) => !p.help?.text).map((p) => p.to)).toEqual([]);
  });

  it('has no words for a page no nav leads to', () => {
    const addresses = new Set([
      ...NAV.flatMap((s) => s.items.map((i) => i.to)),
      ...ACCOUNT_MENU_PAGES.map((p) => p.to),
    ]);
    expect(Object.keys(MANUAL_PAGES).filter((to) => !addresses.has(to))).toEqual([]);
  });

  it("gives each audience its own text where one address serves several, and a report its definition's line", () => {
    expect(pageHelpFor('/payments/dashboard', 'SLDCApproverI')?.text).toMatch(/^Payment Reconciliation/);
    expect(pageHelpFor('/payments/dashboard', 'Trader')?.text).toMatch(/^Payment Details/);
    expect(pageHelpFor('/reports/STOACharges', 'OABusinessUser')?.text).toBe(REPORTS.STOACharges.answers);
    expect(pageHelpFor('/nowhere', 'Admin')).toBeNull();
  });

  it('names one screenshot per audience and address', () => {
    expect(manualScreenName('sldc', '/payments/dashboard')).toBe('sldc_payments-dashboard.jpg');
    expect(manualScreenName('public', '/login')).toBe('public_login.jpg');
    expect(screenAudienceOf('SLDCApproverII')).toBe('sldc');
    expect(screenAudienceOf('TRANSCOBusinessUser')).toBe('utility');
    const [first] = manualSectionsFor('Trader');
    expect(first?.pages[0]?.screen).toBe('applicant_landing.jpg');
  });
});
