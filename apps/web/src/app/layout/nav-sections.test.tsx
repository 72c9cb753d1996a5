import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { navFor, type Role } from '@stoa/shared';
import { renderRoutes } from '../../test/render.tsx';
import { isBuilt } from '../paths.ts';
import { NavSections } from './nav-sections.tsx';

describe('NavSections', () => {
  it('shows section headers, lays out long sections in two columns and highlights the current page', () => {
    const sections = navFor('SLDCBusinessUser');
    renderRoutes([{ path: '*', element: <NavSections sections={sections} /> }], '/revision/sldc');

    const transactions = screen.getByRole('list', { name: 'Transactions' });
    expect(transactions).toHaveAttribute('data-columns', '2');
    expect(screen.getByRole('list', { name: 'ATC' })).toHaveAttribute('data-columns', '1');

    const current = within(transactions).getByRole('link', { name: 'Requested Revisions' });
    expect(current).toHaveClass('active');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(transactions).getByRole('link', { name: 'Advance' })).not.toHaveClass('active');
  });

  it('lists only what the role may open', () => {
    renderRoutes([{ path: '*', element: <NavSections sections={navFor('Trader')} /> }], '/');
    expect(screen.getByRole('link', { name: 'Entities' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Traders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'ATC' })).not.toBeInTheDocument();
  });

  it("shows the built Administration pages, 'Hangfire' among them, to the Admin only", () => {
    const adminLinks = (role: Role) => {
      const view = renderRoutes([{ path: '*', element: <NavSections sections={navFor(role, isBuilt)} /> }], '/');
      const list = screen.queryByRole('list', { name: 'Administration' });
      const links = list ? within(list).getAllByRole('link') : [];
      view.unmount();
      return links.map((link) => [link.textContent, link.getAttribute('href')]);
    };
    expect(adminLinks('Admin')).toEqual([
      ['Users', '/admin/users'],
      ['Outbox', '/admin/outbox'],
      ['Hangfire', '/hangfire'],
    ]);
    for (const role of ['SLDCBusinessUser', 'OABusinessUser', 'Trader'] as const) expect(adminLinks(role)).toEqual([]);
  });

  it('lists the reports each role reads (spec §2.6): 18 for the SLDC, 13 for applicants, 2 for utilities', () => {
    const reportLinks = (role: Role) => {
      const view = renderRoutes([{ path: '*', element: <NavSections sections={navFor(role, isBuilt)} /> }], '/');
      const list = screen.queryByRole('list', { name: 'Reports' });
      const links = list ? within(list).getAllByRole('link') : [];
      const columns = list?.getAttribute('data-columns');
      view.unmount();
      return { count: links.length, columns, hrefs: links.map((link) => link.getAttribute('href')) };
    };
    for (const role of ['SLDCBusinessUser', 'SLDCApproverI', 'SLDCApproverII'] as const) {
      expect(reportLinks(role)).toMatchObject({ count: 18, columns: '2' });
    }
    for (const role of ['OABusinessUser', 'Trader'] as const) {
      expect(reportLinks(role)).toMatchObject({ count: 13, columns: '2' });
    }
    for (const role of ['DISCOMBusinessUser', 'TRANSCOBusinessUser'] as const) {
      expect(reportLinks(role)).toEqual({
        count: 2,
        columns: '1',
        hrefs: ['/reports/PendingRegistrations', '/reports/RegistrationSummaryReport'],
      });
    }
    expect(reportLinks('Admin').count).toBe(0);
  });
});
