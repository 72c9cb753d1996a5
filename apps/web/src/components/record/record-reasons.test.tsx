import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { RETURN_REASONS_HINT, RETURN_REASONS_TITLE, RecordReasons } from './record-reasons.tsx';

const REASONS = [
  { code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents' },
  { code: 'OTHER', label: 'Other' },
];

describe('RecordReasons', () => {
  it('lists the reasons a record was returned for, and tells its owner to answer each', () => {
    renderAt(<RecordReasons reasons={REASONS} isOwner />);
    const region = screen.getByRole('region', { name: RETURN_REASONS_TITLE });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Incomplete documents', 'Other']);
    expect(region).toHaveTextContent(RETURN_REASONS_HINT);
  });

  it('shows no hint to others, and nothing without reasons', () => {
    const { unmount } = renderAt(<RecordReasons reasons={REASONS} isOwner={false} />);
    expect(screen.getByRole('region', { name: RETURN_REASONS_TITLE })).not.toHaveTextContent(RETURN_REASONS_HINT);
    unmount();
    renderAt(<RecordReasons reasons={[]} isOwner />);
    expect(screen.queryByRole('region', { name: RETURN_REASONS_TITLE })).not.toBeInTheDocument();
  });
});
