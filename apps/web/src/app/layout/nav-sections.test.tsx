import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { navFor } from '@stoa/shared';
import { renderRoutes } from '../../test/render.tsx';
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
});
