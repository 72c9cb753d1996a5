import { NAV_TWO_COLUMN_THRESHOLD, type NavSection } from '@stoa/shared';

/** Spec §2.7: sections with more than four items are laid out in two columns. */
export function navColumnsFor(section: Pick<NavSection, 'items'>): 1 | 2 {
  return section.items.length > NAV_TWO_COLUMN_THRESHOLD ? 2 : 1;
}
