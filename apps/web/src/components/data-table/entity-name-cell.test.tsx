import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EntityName, EntityNames } from './entity-name-cell.tsx';
import { estimatedWidth, textWidthsOf } from './text-width.ts';
import { createTheme } from '@mui/material/styles';

const LONG = 'Arunachal Pradesh Power Corporation Private Limited (Kameng Hydro Electric Project)';

describe('entity names in a grid', () => {
  it('shows a name on at most two lines, ending in … , with the whole name on hover', () => {
    render(<EntityName name={LONG} />);
    const name = screen.getByText(LONG);
    expect(name).toHaveAttribute('title', LONG);
    expect(getComputedStyle(name).overflow).toBe('hidden');
  });

  it("reads '—' without a name, and offers no empty hover", () => {
    render(<EntityName name="  " />);
    expect(screen.getByText('—')).not.toHaveAttribute('title');
  });

  it('shows two names a line each, each whole on hover', () => {
    render(<EntityNames names={['Siang Hydro Power Ltd', null]} />);
    expect(screen.getByText('Siang Hydro Power Ltd')).toHaveAttribute('title', 'Siang Hydro Power Ltd');
    expect(getComputedStyle(screen.getByText('Siang Hydro Power Ltd')).whiteSpace).toBe('nowrap');
    expect(screen.getByText('—')).not.toHaveAttribute('title');
  });
});

describe('text widths', () => {
  it("measures in the theme's body2 (14 px): without a canvas, 0.7 of the size a character", () => {
    const widths = textWidthsOf(createTheme());
    expect(widths.cell('STOA/DA/2026/00012')).toBeCloseTo(estimatedWidth('STOA/DA/2026/00012', 14));
    expect(widths.header('Requested')).toBeCloseTo(9 * 14 * 0.7);
  });
});
