import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLICATION_WORKFLOW,
  DEFAULT_REASONS,
  REASON_MESSAGES,
  REGISTRATION_WORKFLOW,
  WORKFLOW_MESSAGES,
  actionBarOf,
  type RecordAction,
} from '@stoa/shared';
import { renderAt } from '../../test/render.tsx';
import { RecordActionBar } from './record-action-bar.tsx';

const DRAWEE = { involvesDiscom: true, involvesTransco: true };
const NOT_VERIFIED = 'Every document is verified as valid';

function renderBar(actions: readonly RecordAction[], act = vi.fn(async () => 'Done.')) {
  const onDone = vi.fn();
  renderAt(<RecordActionBar actions={actions} act={act} onDone={onDone} />);
  return { act, onDone, user: userEvent.setup() };
}

const buttons = () =>
  within(screen.getByRole('group', { name: 'Workflow actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

afterEach(() => vi.restoreAllMocks());

describe('RecordActionBar', { timeout: 20_000 }, () => {
  it("shows the table's words for the viewer: the applicant's answer to a partial allocation", () => {
    renderBar(actionBarOf(APPLICATION_WORKFLOW, 'PendingApplicantApproval', 'OABusinessUser', { byTrader: false }));
    expect(buttons()).toEqual(['Accept Allocation', 'Withdraw']);
  });

  it('shows nothing without actions', () => {
    renderBar([]);
    expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument();
  });

  it('disables a button whose precondition fails and says why, as a tooltip and as its description', async () => {
    const bar = actionBarOf(REGISTRATION_WORKFLOW, 'Submitted', 'SLDCBusinessUser', DRAWEE, {
      documentsVerified: NOT_VERIFIED,
    });
    const { user } = renderBar(bar);
    const forward = screen.getByRole('button', { name: 'Verify and Forward' });
    expect(forward).toBeDisabled();
    expect(forward).toHaveAccessibleDescription(NOT_VERIFIED);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).not.toHaveAccessibleDescription();

    await user.hover(forward.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NOT_VERIFIED);
  });

  it("asks the row's question and takes optional comments where the table needs none", async () => {
    const bar = actionBarOf(APPLICATION_WORKFLOW, 'PendingApplicantApproval', 'OABusinessUser', { byTrader: false });
    const { act, onDone, user } = renderBar(
      bar,
      vi.fn(async () => 'Allocation accepted.'),
    );
    await user.click(screen.getByRole('button', { name: 'Accept Allocation' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Allocation' });
    expect(dialog).toHaveTextContent('Accept the quantum allocated as per margin availability?');
    expect(within(dialog).getByLabelText('Comments (optional)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept Allocation' }));
    expect(act).toHaveBeenCalledWith('Approve', { comments: null, reasonCodes: [] });
    expect(onDone).toHaveBeenCalledWith('Allocation accepted.');
  });

  it('requires comments where the table says so, whatever the action', async () => {
    const forward: RecordAction = {
      action: 'Forward',
      label: 'Verify and Forward',
      question: 'Forward it?',
      commentRequired: true,
      disabledReason: null,
    };
    const { act, user } = renderBar([forward]);
    await user.click(screen.getByRole('button', { name: 'Verify and Forward' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify and Forward' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Forward' }));
    expect(within(dialog).getByText(WORKFLOW_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(act).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Comments \*/), 'Checked on site');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Forward' }));
    expect(act).toHaveBeenCalledWith('Forward', { comments: 'Checked on site', reasonCodes: [] });
  });

  it("offers the record type's reasons on Seek Clarification: a reason ticked or comments say why", async () => {
    const reasons = DEFAULT_REASONS.Application;
    const bar = actionBarOf(APPLICATION_WORKFLOW, 'Submitted', 'SLDCBusinessUser', { byTrader: false }, {}, reasons);
    const { act, user } = renderBar(
      bar,
      vi.fn(async () => 'Returned.'),
    );
    await user.click(screen.getByRole('button', { name: 'Seek Clarification' }));
    const dialog = screen.getByRole('dialog', { name: 'Seek Clarification' });
    const group = within(dialog).getByRole('group', { name: 'Reasons' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(reasons.map((r) => r.label));
    await user.click(within(dialog).getByRole('button', { name: 'Seek Clarification' }));
    expect(within(dialog).getByText(REASON_MESSAGES.reasonOrComments)).toBeInTheDocument();
    expect(act).not.toHaveBeenCalled();
    // Ticked in any order, sent in the list's order.
    await user.click(within(group).getByRole('checkbox', { name: 'Other' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Incomplete documents' }));
    await user.click(within(dialog).getByRole('button', { name: 'Seek Clarification' }));
    expect(act).toHaveBeenCalledWith('Return', { comments: null, reasonCodes: ['INCOMPLETE_DOCUMENTS', 'OTHER'] });
  });

  it('offers no reasons on a Forward, nor on an applicant’s Withdraw', async () => {
    const reasons = DEFAULT_REASONS.Application;
    const bar = actionBarOf(
      APPLICATION_WORKFLOW,
      'PendingApplicantApproval',
      'OABusinessUser',
      { byTrader: false },
      {},
      reasons,
    );
    const { user } = renderBar(bar);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(within(dialog).queryByRole('group', { name: 'Reasons' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Comments \*/)).toBeInTheDocument();
  });
});
