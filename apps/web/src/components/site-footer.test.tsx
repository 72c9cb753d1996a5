import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SiteFooter, TIME_ZONE_NOTE } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('states once, on a signed-in page, that all times are IST', () => {
    render(<SiteFooter showVersion />);
    expect(screen.getAllByText(TIME_ZONE_NOTE)).toHaveLength(1);
    expect(TIME_ZONE_NOTE).toBe('All times are IST (UTC+05:30)');
  });

  it('keeps the sign-in pages short: no times there, no note', () => {
    render(<SiteFooter />);
    expect(screen.queryByText(TIME_ZONE_NOTE)).not.toBeInTheDocument();
  });
});
