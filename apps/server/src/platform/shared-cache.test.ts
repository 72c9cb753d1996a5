/**
 * The dashboard's shared cache (issue 35 item 5): one computation per key at a time, shared for its time; never
 * older than the reader's own last write, nor than a job's run; a reader may refuse a value (`accepts`).
 */
import { describe, expect, it } from 'vitest';
import { createSharedCache } from './shared-cache.ts';

/** Computations the test finishes by hand, counting how often one was started. */
function computations() {
  const started: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const compute = (value: string) => () =>
    new Promise<string>((resolve, reject) => {
      started.push({ resolve: () => resolve(value), reject });
    });
  return { started, compute };
}

const READER = 1;
const OTHER = 2;

describe('createSharedCache', () => {
  it('lets concurrent readers of one key share one computation, and serves its value until its time is up', async () => {
    const clock = { at: 0 };
    const cache = createSharedCache<string>({ ttlMs: 5000, now: () => clock.at });
    const { started, compute } = computations();
    const answers = Promise.all(Array.from({ length: 20 }, (_, i) => cache.get('role:SLDC', i, compute('a'))));
    expect(started).toHaveLength(1);
    started[0]!.resolve();
    expect(new Set(await answers)).toEqual(new Set(['a']));
    clock.at = 4999;
    expect(await cache.get('role:SLDC', READER, compute('b'))).toBe('a');
    expect(started).toHaveLength(1);
    clock.at = 5000;
    const later = cache.get('role:SLDC', READER, compute('b'));
    expect(started).toHaveLength(2);
    started[1]!.resolve();
    expect(await later).toBe('b');
  });

  it('keeps keys apart', async () => {
    const cache = createSharedCache<string>({ ttlMs: 5000, now: () => 0 });
    const { started, compute } = computations();
    const a = cache.get('user:1', 1, compute('one'));
    const b = cache.get('user:2', 2, compute('two'));
    expect(started).toHaveLength(2);
    started.forEach((s) => s.resolve());
    expect([await a, await b]).toEqual(['one', 'two']);
  });

  it("never serves a writer a value begun before their write; another's write leaves the value shared", async () => {
    const cache = createSharedCache<string>({ ttlMs: 5000, now: () => 0 });
    const { started, compute } = computations();
    const before = cache.get('k', OTHER, compute('before'));
    cache.wrote(READER);
    // The writer does not join the computation in flight; the other reader still shares it.
    const mine = cache.get('k', READER, compute('after'));
    expect(started).toHaveLength(2);
    started.forEach((s) => s.resolve());
    expect([await before, await mine]).toEqual(['before', 'after']);
    expect(await cache.get('k', OTHER, compute('x'))).toBe('after');
    expect(await cache.get('k', READER, compute('x'))).toBe('after');
    expect(started).toHaveLength(2);
  });

  it('after an invalidation (a job ran), computes afresh for everyone', async () => {
    const cache = createSharedCache<string>({ ttlMs: 5000, now: () => 0 });
    const { started, compute } = computations();
    const first = cache.get('k', READER, compute('first'));
    started[0]!.resolve();
    await first;
    cache.invalidate();
    const second = cache.get('k', OTHER, compute('second'));
    expect(started).toHaveLength(2);
    started[1]!.resolve();
    expect(await second).toBe('second');
  });

  it('computes afresh when the reader refuses the shared value, and shares the new one', async () => {
    const cache = createSharedCache<{ upTo: number }>({ ttlMs: 5000, now: () => 0 });
    let computed = 0;
    const compute = (upTo: number) => async () => {
      computed += 1;
      return { upTo };
    };
    await cache.get('k', READER, compute(10));
    expect(await cache.get('k', OTHER, compute(12), (v) => v.upTo >= 12)).toEqual({ upTo: 12 });
    expect(await cache.get('k', READER, compute(99))).toEqual({ upTo: 12 });
    expect(computed).toBe(2);
  });

  it('shares a failure with those who joined it, then forgets it', async () => {
    const cache = createSharedCache<string>({ ttlMs: 5000, now: () => 0 });
    const { started, compute } = computations();
    const one = cache.get('k', READER, compute('x'));
    const two = cache.get('k', OTHER, compute('x'));
    started[0]!.reject(new Error('database down'));
    await expect(one).rejects.toThrow('database down');
    await expect(two).rejects.toThrow('database down');
    const retry = cache.get('k', READER, compute('y'));
    await Promise.resolve();
    expect(started).toHaveLength(2);
    started[1]!.resolve();
    expect(await retry).toBe('y');
  });

  it('computes on every call when its time is 0 (off)', async () => {
    const cache = createSharedCache<string>({ ttlMs: 0, now: () => 0 });
    const { started, compute } = computations();
    void cache.get('k', READER, compute('a'));
    void cache.get('k', READER, compute('a'));
    await Promise.resolve();
    expect(started).toHaveLength(2);
  });
});
