/**
 * The realtime link through a real socket (issue 20): a notification written for a user rings that user's open
 * streams when its transaction commits (never on rollback, never another user's); a session that ends closes its
 * streams; without a token there is no stream. On PostgreSQL, a second instance's stream rings for a notification
 * written through the first (LISTEN/NOTIFY).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { insertNotifications } from '../notifications/notifications.ts';
import { bearer, call, createTestApp, secondInstance, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Stream {
  /** Resolves with the next event's name (comments skipped), or null when the stream ended; rejects after `ms`. */
  next(ms?: number): Promise<string | null>;
  close(): void;
  status: number;
}

async function openStream(url: string, user?: SignedInUser): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/Notification/Stream`, {
    headers: user ? bearer(user) : {},
    signal: abort.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (ms = 2000): Promise<string | null> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        if (name) return name;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
      ]);
      if (chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { next, close: () => abort.abort(), status: res.status };
}

const notify = (userId: number, rollback = false) =>
  t.database.db
    .transaction(async (tx) => {
      await insertNotifications(tx, [{ userId, message: 'A step awaits you' }]);
      if (rollback) throw new Error('rolled back');
    })
    .catch(() => undefined);

const userIdOf = async (user: SignedInUser) =>
  (await call(t, 'GET', '/api/Account/Profile', undefined, user)).body.data.id as number;

describe('the realtime link', () => {
  it('refuses a caller without a token', async () => {
    const res = await fetch(`${base}/api/Notification/Stream`);
    expect(res.status).toBe(401);
  });

  it('rings on commit only, and only the user the notification is for', async () => {
    const drawee = await t.signIn('oa.drawee');
    const both = await t.signIn('oa.both');
    const stream = await openStream(base, drawee);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toBe('Ready');
    const started = Date.now();
    await notify(await userIdOf(drawee));
    expect(await stream.next(1000)).toBe('BroadcastMessage');
    expect(Date.now() - started).toBeLessThan(1000);
    await notify(await userIdOf(drawee), true);
    await notify(await userIdOf(both));
    await expect(stream.next(300)).rejects.toThrow('no event in time');
    stream.close();
  });

  it('closes the stream when its session ends (logout), after saying so', async () => {
    const drawee = await t.signIn('oa.drawee');
    const stream = await openStream(base, drawee);
    expect(await stream.next()).toBe('Ready');
    expect((await call(t, 'POST', '/api/Account/logout', {}, drawee)).status).toBe(200);
    expect(await stream.next(1000)).toBe('SessionEnded');
    expect(await stream.next(1000)).toBeNull();
  });
});

describe('two instances on one PostgreSQL database', () => {
  it('a notification written through one rings a stream open on the other within a second', async () => {
    const other = await secondInstance(t);
    if (!other) return; // PGlite: one process per data directory; the PostgreSQL run covers it
    try {
      const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const drawee = await other.signIn('oa.drawee');
      const stream = await openStream(otherBase, drawee);
      expect(await stream.next()).toBe('Ready');
      const started = Date.now();
      await notify(await userIdOf(await t.signIn('oa.drawee')));
      expect(await stream.next(1000)).toBe('BroadcastMessage');
      expect(Date.now() - started).toBeLessThan(1000);
      stream.close();
    } finally {
      await other.close();
    }
  });
});
