import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { completeLogin } from '../../lib/auth-session.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { stubFetch, success } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { NotificationStreamProvider } from '../../features/notifications/realtime/notification-stream-provider.tsx';
import { PAYMENT_LISTS_KEY } from '../../features/payments/api/payment-keys.ts';
import { REGISTRATION_LISTS_KEY } from '../../features/registration/api/registration-keys.ts';
import { liveQueryKeys } from './live-query-keys.ts';
import { controlledStream } from '../../test/event-stream.ts';

/** How often each list was read. */
const reads = new Map<string, number>();
const counted = (queryKey: readonly unknown[]) => ({
  queryKey,
  queryFn: () => {
    const n = (reads.get(JSON.stringify(queryKey)) ?? 0) + 1;
    reads.set(JSON.stringify(queryKey), n);
    return Promise.resolve(n);
  },
});

/** A page with a list of each kind and a field the user is typing in. */
function Page() {
  const payments = useQuery(counted([...PAYMENT_LISTS_KEY, 'page=2']));
  const registrations = useQuery(counted([...REGISTRATION_LISTS_KEY, 'all']));
  return (
    <>
      <p>payments read {payments.data}</p>
      <p>registrations read {registrations.data}</p>
      <label>
        Remarks <input />
      </label>
    </>
  );
}

/** The page, signed in, under the live link's provider; answers the link's stream. */
function openPage() {
  completeLogin(buildSignedInUser());
  const stream = controlledStream();
  stubFetch({
    'GET /api/Notification/Stream': stream.respond,
    'GET /api/Notification/NotificationCount': () => success({ count: 0 }),
  });
  renderAt(
    <NotificationStreamProvider userId={7} keysOf={liveQueryKeys}>
      <Page />
    </NotificationStreamProvider>,
  );
  return stream;
}

describe('open pages follow the live link', () => {
  it('a changed payment refetches the payment lists on screen in place, not other lists, keeping typed input', async () => {
    const stream = openPage();
    expect(await screen.findByText('payments read 1')).toBeInTheDocument();
    expect(await screen.findByText('registrations read 1')).toBeInTheDocument();
    stream.send('event: Ready\ndata: {}\n\n');
    await userEvent.type(screen.getByRole('textbox', { name: 'Remarks' }), 'half-written');
    stream.send('event: RecordChanged\ndata: {"records":[{"type":"Payment","id":3}]}\n\n');
    expect(await screen.findByText('payments read 2')).toBeInTheDocument();
    expect(screen.getByText('registrations read 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveValue('half-written');
    // A notification's record counts the same.
    stream.send('id: 9\nevent: BroadcastMessage\ndata: {"id":9,"records":[{"type":"Registration","id":4}]}\n\n');
    expect(await screen.findByText('registrations read 2')).toBeInTheDocument();
  });

  it('a hidden tab only marks the list stale, and reads it when shown', async () => {
    reads.clear();
    const stream = openPage();
    expect(await screen.findByText('payments read 1')).toBeInTheDocument();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    stream.send('event: Ready\ndata: {}\n\nevent: RecordChanged\ndata: {"records":[{"type":"Payment","id":3}]}\n\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('payments read 1')).toBeInTheDocument();
    visibility.mockReturnValue('visible');
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('payments read 2')).toBeInTheDocument();
    visibility.mockRestore();
  });

  it('names each key once, with the dashboard, and nothing for no record', () => {
    const keys = liveQueryKeys([
      { type: 'Payment', id: 1 },
      { type: 'Refund', id: null },
    ]);
    expect(keys.map((k) => JSON.stringify(k))).toEqual([...new Set(keys.map((k) => JSON.stringify(k)))]);
    expect(keys).toContainEqual(['dashboard']);
    expect(keys).toContainEqual(['payments']);
    expect(liveQueryKeys([])).toEqual([]);
  });
});
