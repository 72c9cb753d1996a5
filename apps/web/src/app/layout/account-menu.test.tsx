import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_SOUND_STORAGE_KEY } from '../../features/notifications/realtime/sound-preference.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { renderAt } from '../../test/render.tsx';
import { AccountMenu } from './account-menu.tsx';

function renderMenu() {
  return renderAt(<AccountMenu user={buildSignedInUser()} onLogout={() => undefined} />);
}

describe('AccountMenu: notification sound', () => {
  it('is on by default; the toggle turns it off, keeps the menu open and is remembered', async () => {
    const first = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Notification sound: On' });
    expect(item).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(item);
    expect(item).toHaveAccessibleName('Notification sound: Off');
    expect(item).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(window.localStorage.getItem(NOTIFICATION_SOUND_STORAGE_KEY)).toBe('off');

    first.unmount();
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    const again = await screen.findByRole('menuitemcheckbox', { name: 'Notification sound: Off' });
    await userEvent.click(again);
    expect(window.localStorage.getItem(NOTIFICATION_SOUND_STORAGE_KEY)).toBe('on');
    expect(again).toHaveAttribute('aria-checked', 'true');
  });
});
