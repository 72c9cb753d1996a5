import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORKFLOW_MESSAGES, type BulkAction } from '@stoa/shared';
import { renderAt } from '../../test/render.tsx';
import { BulkActionBar, type BulkRow } from './bulk-action-bar.tsx';

const ROWS: BulkRow[] = [
  { id: 1, name: 'STOA/INJ/2026/0001' },
  { id: 2, name: 'STOA/INJ/2026/0002' },
];

function renderBar(action: BulkAction<string>) {
  const take = vi.fn(async () => 'Approved');
  const onFinished = vi.fn();
  renderAt(<BulkActionBar actions={[action]} rowsFor={() => ROWS} take={take} onFinished={onFinished} />);
  return { take, onFinished, user: userEvent.setup() };
}

describe('BulkActionBar', { timeout: 20_000 }, () => {
  it('asks the one comment when the table requires it, and sends it with every record', async () => {
    const { take, onFinished, user } = renderBar({
      action: 'Approve',
      label: 'Approve',
      from: ['Pending'],
      commentRequired: true,
    });
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const ask = screen.getByRole('dialog', { name: 'Approve: 2 selected' });
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));
    expect(within(ask).getByText(WORKFLOW_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(take).not.toHaveBeenCalled();
    await user.type(within(ask).getByLabelText(/Comments, for every one/), 'In order');
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));
    const results = await screen.findByRole('dialog', { name: 'Results' });
    expect(within(results).getByText('2 of 2 done.')).toBeInTheDocument();
    expect(take.mock.calls.map((call) => (call as unknown[])[2])).toEqual(['In order', 'In order']);
    await user.click(within(results).getByRole('button', { name: 'Close' }));
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('leaves the comment optional otherwise', async () => {
    const { take, user } = renderBar({
      action: 'Forward',
      label: 'Verify and Forward',
      from: ['Pending'],
      commentRequired: false,
    });
    await user.click(screen.getByRole('button', { name: 'Verify and Forward selected (2)' }));
    const ask = screen.getByRole('dialog', { name: 'Verify and Forward: 2 selected' });
    expect(within(ask).getByLabelText('Comments (optional, for every one)')).not.toBeRequired();
    await user.click(within(ask).getByRole('button', { name: 'Verify and Forward' }));
    await screen.findByRole('dialog', { name: 'Results' });
    expect(take.mock.calls.map((call) => (call as unknown[])[2])).toEqual([null, null]);
  });
});
