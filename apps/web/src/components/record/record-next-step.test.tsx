import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { NextStep } from '@stoa/shared';
import { renderAt } from '../../test/render.tsx';
import { RecordNextStep } from './record-next-step.tsx';

const PROCESS: NextStep = {
  text: 'Process the batch of day-ahead applications for Dec 03, 2026 on the Processing tab (from Dec 02, 2026 3:00 PM).',
  actor: 'You',
  isYours: true,
  due: '2026-12-02',
  dueText: 'By Dec 02, 2026',
  link: {
    label: 'Open the Processing tab',
    path: '/applications/sldc/DayAhead?tab=processing&batch=DayAhead:2026-12-03',
  },
};

describe('RecordNextStep', () => {
  it('says what happens next, who acts, by when, and links to where it is done', () => {
    renderAt(<RecordNextStep step={PROCESS} />);
    const region = screen.getByRole('region', { name: 'Next step' });
    expect(within(region).getByText(PROCESS.text)).toBeInTheDocument();
    expect(within(region).getByText('Who: You · By when: By Dec 02, 2026')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Open the Processing tab' })).toHaveAttribute(
      'href',
      PROCESS.link!.path,
    );
  });

  it('shows no link when the step is done elsewhere by someone else, and nothing on a final status', () => {
    const view = renderAt(
      <RecordNextStep step={{ ...PROCESS, actor: 'SLDC Business User', isYours: false, dueText: null, link: null }} />,
    );
    expect(screen.getByText('Who: SLDC Business User')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    view.unmount();
    renderAt(<RecordNextStep step={null} />);
    expect(screen.queryByRole('region', { name: 'Next step' })).toBeNull();
  });
});
