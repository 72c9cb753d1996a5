import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it("shows 'Some Unexpected Error Has Occured' instead of a broken region, and recovers on a new key", () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Some Unexpected Error Has Occured')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>Fine again</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine again')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
