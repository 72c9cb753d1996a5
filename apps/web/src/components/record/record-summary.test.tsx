import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { RecordSummary } from './record-summary.tsx';

describe('RecordSummary', () => {
  it('lists the facts as terms and values, a blank value as a dash, and what the record adds under them', () => {
    renderAt(
      <RecordSummary
        facts={[
          { label: 'Registration No', value: null },
          { label: 'Entity Name', value: 'Hill Cement Ltd' },
          { label: 'Submitted On', value: '' },
          { label: 'Status', value: <strong>Approved</strong> },
        ]}
      >
        <p>Registration fee ₹25,000.00 — Due</p>
      </RecordSummary>,
    );
    const summary = screen.getByLabelText('Summary');
    expect(
      within(summary)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Registration No', 'Entity Name', 'Submitted On', 'Status']);
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['—', 'Hill Cement Ltd', '—', 'Approved']);
    expect(screen.getByText('Registration fee ₹25,000.00 — Due')).toBeInTheDocument();
  });
});
