import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_ID, SKIP_LINK_TEXT, SkipLink } from './skip-link.tsx';

function Page() {
  return (
    <>
      <SkipLink />
      <nav aria-label="Main navigation">
        <a href="/one">One</a>
        <a href="/two">Two</a>
      </nav>
      <main id={MAIN_ID} tabIndex={-1}>
        <button type="button">On the page</button>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first Tab stop, and Enter moves focus past the nav to the main region', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    const link = screen.getByRole('link', { name: SKIP_LINK_TEXT });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
    // The address stays the router's.
    expect(window.location.hash).toBe('');
  });
});
