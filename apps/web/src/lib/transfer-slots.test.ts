import { describe, expect, it } from 'vitest';
import { TRANSFER_SLOTS, withTransferSlot } from './transfer-slots.ts';

/** Web Locks as the browser keeps them (exclusive, `ifAvailable` answers null when held). */
function fakeLocks(): Pick<LockManager, 'request'> {
  const held = new Map<string, Promise<unknown>>();
  const request = async (name: string, ...rest: unknown[]) => {
    const callback = rest.at(-1) as LockGrantedCallback<unknown>;
    const options = (rest.length === 2 ? rest[0] : {}) as LockOptions;
    if (options.ifAvailable && held.has(name)) return callback(null);
    while (held.has(name)) await held.get(name)!.catch(() => undefined);
    const run = Promise.resolve(callback({ name, mode: 'exclusive' } as Lock));
    held.set(name, run);
    return run.finally(() => held.delete(name));
  };
  return { request: request as LockManager['request'] };
}

describe('withTransferSlot', () => {
  it('runs at most TRANSFER_SLOTS transfers at once, the rest as slots come free, each to its end', async () => {
    const locks = fakeLocks();
    let running = 0;
    let most = 0;
    const transfer = (i: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 7 }, (_, i) => withTransferSlot(transfer(i), locks)));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(TRANSFER_SLOTS);
  });

  it('passes a failure on and frees the slot', async () => {
    const locks = fakeLocks();
    const failing = withTransferSlot(() => Promise.reject(new Error('network')), locks);
    await expect(failing).rejects.toThrow('network');
    await expect(withTransferSlot(async () => 'next', locks)).resolves.toBe('next');
  });
});
