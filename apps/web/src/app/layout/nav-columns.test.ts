import { describe, expect, it } from 'vitest';
import { NAV_TWO_COLUMN_THRESHOLD, navFor, type NavItem } from '@stoa/shared';
import { navColumnsFor } from './nav-columns.ts';

function itemsOf(count: number): NavItem[] {
  return Array.from({ length: count }, (_, i) => ({ label: `Item ${i}`, to: `/x/${i}`, page: 'landing', roles: [] }));
}

describe('navColumnsFor (spec §2.7)', () => {
  it('keeps sections of up to four items in one column', () => {
    expect(NAV_TWO_COLUMN_THRESHOLD).toBe(4);
    expect(navColumnsFor({ items: itemsOf(1) })).toBe(1);
    expect(navColumnsFor({ items: itemsOf(4) })).toBe(1);
  });

  it('lays out sections with more than four items in two columns', () => {
    expect(navColumnsFor({ items: itemsOf(5) })).toBe(2);
    expect(navColumnsFor({ items: itemsOf(9) })).toBe(2);
  });

  it('gives the real SLDC transactions section two columns and the ATC section one', () => {
    const sections = navFor('SLDCBusinessUser');
    const byKey = (key: string) => sections.find((s) => s.key === key)!;
    expect(navColumnsFor(byKey('transactions'))).toBe(2);
    expect(navColumnsFor(byKey('atc'))).toBe(1);
  });
});
