import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@stoa/shared';
import { failure, fieldFailure } from '../../../test/fetch-stub.ts';
import { DAY, SUBMIT, chooseParties, fillRow, renderForm, rowGroup } from '../test/form-harness.tsx';

const ROW = { ...DAY, fromTime: '06:00', toTime: '18:00', mw: '12.5' };

describe('the application form when a call fails', { timeout: 30_000 }, () => {
  it("says 'Error fetching remaining quatum details.' on a row whose remaining quantum cannot be read", async () => {
    const { user } = renderForm('/applications/oa/DayAhead', {
      'GET /api/Application/GetRemainingQuatumDetails': () => failure([MESSAGES.genericError], 500, 'Server Error'),
    });
    await chooseParties(user);
    expect(within(rowGroup(1)).queryByText(MESSAGES.remainingQuantumFailed)).not.toBeInTheDocument();
    await fillRow(user, 1, ROW);
    expect(await within(rowGroup(1)).findByText('Error fetching remaining quatum details.')).toBeInTheDocument();
    expect(within(rowGroup(1)).queryByText(/Remaining approved/)).not.toBeInTheDocument();
  });

  it("shows 'Error in submission!' when the server fails (5xx) or cannot be reached", async () => {
    for (const answer of [
      () => failure([MESSAGES.genericError], 500, 'Internal Server Error'),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const { user, unmount } = renderForm('/applications/oa/DayAhead', { [SUBMIT]: answer });
      await chooseParties(user);
      await fillRow(user, 1, ROW);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Error in submission!')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      unmount();
    }
  });

  it("keeps a 4xx's own words: field errors under their fields, the rest in the alert", async () => {
    const { user } = renderForm('/applications/oa/DayAhead', {
      [SUBMIT]: () =>
        fieldFailure({ 'timeBlocks.0.oaRequirement': ['Applied requirement : 12.5 is more than approved : 10'] }),
    });
    await chooseParties(user);
    await fillRow(user, 1, ROW);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await within(rowGroup(1)).findByText('Applied requirement : 12.5 is more than approved : 10'),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.submissionFailed)).not.toBeInTheDocument();
  });
});
