import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryObserver, onlineManager } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

afterEach(() => onlineManager.setOnline(true));

/**
 * The portal's server sits on the office network: a browser that believes it is offline (navigator.onLine follows
 * the machine's network interfaces, not whether the SLDC's server answers) must not hold a request back. A request
 * that cannot go out fails, and the page says so.
 */
describe('createQueryClient', () => {
  it('sends a mutation while the browser says it is offline', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let sent = 0;
    const mutation = new MutationObserver(client, {
      mutationFn: async () => {
        sent += 1;
        return 'done';
      },
    });
    await expect(mutation.mutate()).resolves.toBe('done');
    expect(sent).toBe(1);
  });

  it('fetches a query while the browser says it is offline', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['offline-check'], queryFn: async () => 42 });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().data).toBe(42);
    unsubscribe();
  });
});
