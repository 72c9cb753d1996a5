import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, MESSAGES, md5Hex } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { fieldFailure, requestOf, stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';

const CHANGE_PASSWORD = 'POST /api/Account/ChangePassword';

function renderPage() {
  completeLogin(buildSignedInUser({ id: 7 }));
  return renderAt(<ChangePasswordPage />, '/change-password');
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup({ delay: null });
  const enter = async (label: string, value: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  };
  await enter('Current Password', current);
  await enter('New Password', next);
  await enter('Confirm Password', confirm);
  return user;
}

// Whole MUI forms in jsdom: seconds per test when the machine is busy, so more room than the 5 s default.
describe('ChangePasswordPage', { timeout: 15_000 }, () => {
  it('offers show/hide on all three passwords', () => {
    stubFetch({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
  });

  it('silently does nothing while a field is empty, a rule fails or the confirmation differs', async () => {
    const fetchMock = stubFetch({});
    renderPage();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);

    const user = await fill('Old@2025x', 'weakpass', 'weakpass');
    expect(screen.getByText('At least 1 uppercase letter').closest('li')).toHaveAttribute('data-met', 'false');
    await user.click(submit);

    await user.clear(screen.getByLabelText('New Password'));
    await user.paste('Solar@2026');
    expect(screen.getByText("Password didn't match")).toBeInTheDocument();
    await user.click(submit);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the MD5s with the user id, says so and clears the fields', async () => {
    const fetchMock = stubFetch({ [CHANGE_PASSWORD]: () => success(null) });
    renderPage();
    const user = await fill('Old@2025x', 'Solar@2026', 'Solar@2026');
    expect(screen.queryByText("Password didn't match")).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    expect(requestOf(fetchMock, 0).body).toEqual({
      userId: 7,
      oldPassword: md5Hex('Old@2025x'),
      newPassword: md5Hex('Solar@2026'),
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
  });

  it('shows a wrong current password, else the generic message', async () => {
    stubFetch({
      [CHANGE_PASSWORD]: [
        () => fieldFailure({ oldPassword: [ACCOUNT_MESSAGES.wrongCurrentPassword] }, 400, 'Bad Request'),
        () => new Response('', { status: 500 }),
      ],
    });
    renderPage();
    const user = await fill('Wrong@2025', 'Solar@2026', 'Solar@2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongCurrentPassword);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
  });
});
