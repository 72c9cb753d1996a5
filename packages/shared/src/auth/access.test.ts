import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FILE_FORM_READERS,
  FILE_FORM_WRITERS,
  canUploadFor,
  NAV,
  PAGES,
  accessAllows,
  can,
  canOpenPage,
  firstNavPathUnder,
  firstRouteFor,
  navFor,
  navTitleOf,
  type PageKey,
} from './access.ts';
import { FILE_FORM_NAMES, type FileFormName } from '../file/file-rules.ts';
import { NON_ADMIN_ROLES, ROLES, SLDC_ROLES, type Role } from './roles.ts';

const role = fc.constantFrom(...ROLES);

describe('pages (spec §2.2)', () => {
  it('keeps sign-in pages for signed-out visitors only', () => {
    for (const page of ['login', 'preRegister', 'setPassword', 'forgotPassword'] as PageKey[]) {
      expect(canOpenPage(page, null)).toBe(true);
      for (const r of ROLES) expect(canOpenPage(page, r)).toBe(false);
    }
  });

  it('opens the signed-in basics to every role and to nobody signed out', () => {
    for (const page of ['home', 'landing', 'profile', 'changePassword'] as PageKey[]) {
      expect(canOpenPage(page, null)).toBe(false);
      for (const r of ROLES) expect(canOpenPage(page, r)).toBe(true);
    }
  });

  it('follows the table for role-specific pages', () => {
    expect(ROLES.filter((r) => canOpenPage('adminUsers', r))).toEqual(['Admin']);
    expect(ROLES.filter((r) => canOpenPage('traders', r))).toEqual(['OABusinessUser']);
    expect(ROLES.filter((r) => canOpenPage('entities', r))).toEqual(['Trader']);
    expect(ROLES.filter((r) => canOpenPage('registrations', r))).toEqual(NON_ADMIN_ROLES);
    expect(ROLES.filter((r) => canOpenPage('standingClearance', r))).toEqual([...SLDC_ROLES]);
    expect(ROLES.filter((r) => canOpenPage('intraStateStoa', r))).toEqual(['SLDCBusinessUser']);
    // Spec §2.2: the ATC pages and their API are the SLDC business user's alone (issue #12).
    expect(ROLES.filter((r) => can(r, 'atcRead'))).toEqual(['SLDCBusinessUser']);
    expect(ROLES.filter((r) => can(r, 'atcWrite'))).toEqual(['SLDCBusinessUser']);
    expect(FILE_FORM_READERS.AtcUpload).toEqual(['SLDCBusinessUser']);
    expect(ROLES.filter((r) => canOpenPage('configurations', r)).sort()).toEqual(
      ['Admin', 'OABusinessUser', 'SLDCBusinessUser', 'Trader'].sort(),
    );
  });
});

describe('nav (spec §2.7)', () => {
  it('never shows an item on a page its role cannot open', () => {
    fc.assert(
      fc.property(role, (r) => {
        for (const section of navFor(r))
          for (const item of section.items) expect(canOpenPage(item.page, r), item.label).toBe(true);
      }),
    );
  });

  it('lists every nav item under a page of the table', () => {
    for (const section of NAV) for (const item of section.items) expect(Object.keys(PAGES)).toContain(item.page);
  });

  it('hides items whose page is not built, and sections left empty', () => {
    const onlyLanding = (to: string) => to === '/landing';
    for (const r of ROLES) {
      expect(navFor(r, onlyLanding)).toEqual([
        { key: 'home', label: 'Home', items: [expect.objectContaining({ to: '/landing' })] },
      ]);
    }
  });

  it('gives applicants and SLDC roles their own transaction menus', () => {
    const labels = (r: Role) => navFor(r).flatMap((s) => s.items.map((i) => i.label));
    expect(labels('OABusinessUser')).toEqual(
      expect.arrayContaining(['Applications', 'Revision', 'TDS Configuration', 'Traders']),
    );
    expect(labels('Trader')).not.toContain('TDS Configuration');
    expect(labels('Trader')).toContain('Entities');
    expect(labels('SLDCBusinessUser')).toEqual(
      expect.arrayContaining(['Advance', 'Day Ahead', 'First Come First Serve', 'Contingency', 'SLDC Bank Details']),
    );
    expect(labels('SLDCApproverI')).not.toContain('SLDC Bank Details');
    // Inter-State Registration: the spec's nav gives it to SLDC roles; DISCOM users register there too (DECISIONS).
    expect(labels('DISCOMBusinessUser')).toEqual([
      'Dashboard',
      'Registration Requests',
      'Renewal Requests',
      'Inter-State Registration',
      'Pending Registrations',
      'Registration Application Status',
    ]);
  });
});

describe('nav labels and page titles (issue 36: the nav and the page agree)', () => {
  it("keeps the spec's nav words and titles each page with words that contain them", () => {
    for (const section of NAV)
      for (const item of section.items) if (item.title) expect(item.title, item.label).toContain(item.label);
    expect(navTitleOf('Admin', '/hangfire')).toBe('Hangfire: Recurring Jobs');
    expect(navTitleOf('SLDCBusinessUser', '/e-bidding')).toBe('E-Bidding Invitations');
    expect(navTitleOf('SLDCApproverII', '/e-bidding')).toBe('E-Bidding Invitations');
    expect(navTitleOf('Trader', '/e-bidding')).toBe('E-Bidding Applications');
    expect(navTitleOf('OABusinessUser', '/traders')).toBe('Traders');
    expect(navTitleOf('Admin', '/e-bidding')).toBeUndefined();
    expect(navTitleOf(null, '/hangfire')).toBeUndefined();
  });
});

describe('a section root', () => {
  it("opens the role's first nav item under it, one the role can open, else nothing", () => {
    expect(firstNavPathUnder('OABusinessUser', '/payments')).toBe('/payments/dashboard');
    expect(firstNavPathUnder('SLDCApproverI', '/payments')).toBe('/payments/dashboard');
    expect(firstNavPathUnder('Admin', '/configurations')).toBe('/configurations/stoaCharges');
    expect(firstNavPathUnder('Trader', '/configurations/')).toBe('/configurations/bankDetails');
    expect(firstNavPathUnder('Admin', '/payments')).toBeUndefined();
    expect(firstNavPathUnder('OABusinessUser', '/payments', (to) => to !== '/payments/dashboard')).toBe(
      '/payments/challan',
    );
  });
});

describe('first route for a role', () => {
  it('is always a page the role can open, built or not', () => {
    fc.assert(
      fc.property(role, fc.boolean(), (r, adminBuilt) => {
        const route = firstRouteFor(r, (to) => to === '/landing' || (adminBuilt && to === '/admin/users'));
        expect(['/landing', '/admin/users']).toContain(route);
        if (route === '/admin/users') expect(r).toBe('Admin');
      }),
    );
  });
});

describe('API permissions', () => {
  it('lets public permissions through for anyone, and role permissions only for signed-in roles', () => {
    expect(can(null, 'public')).toBe(true);
    expect(can(null, 'session')).toBe(false);
    for (const r of ROLES) expect(can(r, 'notificationRead')).toBe(true);
    expect(accessAllows(['Admin'], 'Trader')).toBe(false);
    expect(accessAllows('unauth', 'Trader')).toBe(false);
  });
});

describe('nav items and their pages', () => {
  /** A React Router path as a regular expression ('/a/*' also matches '/a'). */
  // React Router's patterns: a trailing /*, :param, and an optional /:param? segment.
  const pathPattern = (path: string) =>
    new RegExp(
      `^${path
        .replace(/\/\*$/, '(?:/.*)?')
        .replace(/\/:[^/]+\?/g, '(?:/[^/]+)?')
        .replace(/:[^/]+/g, '[^/]+')}$`,
    );

  it('names a page of the table that every role of the item may open, at a URL of that page', () => {
    for (const section of NAV) {
      for (const item of section.items) {
        expect(Object.keys(PAGES), item.label).toContain(item.page);
        for (const r of item.roles) expect(canOpenPage(item.page, r), `${item.label} for ${r}`).toBe(true);
        expect(item.to, item.label).toMatch(pathPattern(PAGES[item.page].path));
      }
    }
  });

  it("gives the Admin the 10 configuration pages, 'Network and Rules' last", () => {
    const configurations = navFor('Admin').find((s) => s.label === 'Configurations');
    expect(configurations?.items.map((i) => [i.label, i.to])).toEqual([
      ['STOA Charges', '/configurations/stoaCharges'],
      ['Fees', '/configurations/fees'],
      ['TRANSCO', '/configurations/transco'],
      ['DISCOM', '/configurations/discom'],
      ['Holidays', '/configurations/holiday'],
      ['Bank Details', '/configurations/bankDetails'],
      ['Payment Details', '/configurations/payment'],
      ['User Manual', '/configurations/manual'],
      ['Reasons', '/configurations/reasons'],
      ['Network and Rules', '/configurations/rules'],
    ]);
    for (const r of ROLES.filter((x) => x !== 'Admin'))
      expect(
        navFor(r).map((s) => s.label),
        r,
      ).not.toContain('Configurations');
  });

  it('shows the OA applicant TDS Configuration and SLDC Bank Details, SLDC Approver I no bank details', () => {
    const payments = (r: Role) =>
      navFor(r)
        .find((s) => s.key === 'payments')
        ?.items.map((i) => i.label) ?? [];
    expect(payments('OABusinessUser')).toEqual(expect.arrayContaining(['TDS Configuration', 'SLDC Bank Details']));
    expect(payments('SLDCApproverI')).not.toContain('SLDC Bank Details');
    expect(payments('SLDCApproverI')).toContain('TDS Interest');
    expect(ROLES.filter((r) => payments(r).includes('SLDC Bank Details'))).toEqual([
      'OABusinessUser',
      'SLDCBusinessUser',
      'Trader',
    ]);
  });

  it('lists the payments pages in one order per role, E-Bidding Payments after Refund', () => {
    const payments = (r: Role) =>
      navFor(r)
        .find((s) => s.key === 'payments')
        ?.items.map((i) => [i.label, i.to]) ?? [];
    expect(payments('OABusinessUser')).toEqual([
      ['Payment Details', '/payments/dashboard'],
      ['TDS Challan Details', '/payments/challan'],
      ['Refund', '/payments/refund'],
      ['E-Bidding Payments', '/payments/ebidding'],
      ['SLDC Bank Details', '/configurations/bankDetails'],
      ['TDS Configuration', '/payments/tds-config'],
    ]);
    expect(payments('SLDCBusinessUser')).toEqual([
      ['Payment Reconciliation', '/payments/dashboard'],
      ['TDS Reconciliation', '/payments/challan'],
      ['Refund', '/payments/refund'],
      ['E-Bidding Payments', '/payments/ebidding'],
      ['SLDC Bank Details', '/configurations/bankDetails'],
      ['TDS Interest', '/payments/tds-interest'],
    ]);
    for (const r of ROLES) {
      const sees = payments(r).some(([label]) => label === 'E-Bidding Payments');
      expect(sees, r).toBe(canOpenPage('ebiddingPayments', r));
    }
  });
});

describe('file readers', () => {
  it('names readers for every upload form, and nothing else', () => {
    expect(Object.keys(FILE_FORM_READERS).sort()).toEqual([...FILE_FORM_NAMES].sort());
    for (const form of FILE_FORM_NAMES) expect(FILE_FORM_READERS[form].length, form).toBeGreaterThan(0);
    expect(FILE_FORM_READERS.HolidayList).toEqual(['Admin']);
    expect(FILE_FORM_READERS.UserManual).toEqual(ROLES);
  });
});

describe('file writers', () => {
  it("lets only the roles that save a form's records upload for it", () => {
    expect(Object.keys(FILE_FORM_WRITERS).sort()).toEqual([...FILE_FORM_NAMES].sort());
    const writers = (form: FileFormName) => ROLES.filter((role) => canUploadFor(role, form));
    expect(writers('AtcUpload')).toEqual(['SLDCBusinessUser']);
    expect(writers('UserManual')).toEqual(['Admin']);
    expect(writers('HolidayList')).toEqual(['Admin']);
    expect(writers('Payment')).toEqual(['OABusinessUser', 'Trader']);
    expect(writers('TdsChallan')).toEqual(['OABusinessUser', 'Trader']);
    expect(writers('Registration')).toEqual(['OABusinessUser', 'DISCOMBusinessUser', 'Trader']);
  });
});
