import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate } from 'react-router';
import { leaveTab, renderInTab } from '../../test/render.tsx';
import { BackButton } from './back-button.tsx';

const LIST = '/things?status=Open&pageNumber=2';
const ROUTES = [
  { path: '/things', element: <Link to="/things/7">Open thing 7</Link> },
  { path: '/things/7', element: <BackButton fallback="/things" /> },
  { path: '/start', element: <Navigate to="/things/7" replace /> },
];
const where = () => `${window.location.pathname}${window.location.search}`;

afterEach(leaveTab);

describe('BackButton', () => {
  it('returns to the list the record was opened from, with its filters and page', async () => {
    renderInTab(ROUTES, LIST);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Open thing 7' }));
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open thing 7' })).toBeInTheDocument();
    expect(where()).toBe(LIST);
  });

  it("leads to its fallback from the tab's first page, also when a redirect replaced it", async () => {
    for (const first of ['/things/7', '/start']) {
      const view = renderInTab(ROUTES, first);
      const back = await screen.findByRole('link', { name: 'Back' });
      expect(back).toHaveAttribute('href', '/things');
      await userEvent.setup().click(back);
      expect(await screen.findByRole('link', { name: 'Open thing 7' })).toBeInTheDocument();
      expect(where()).toBe('/things');
      view.unmount();
    }
  });
});
