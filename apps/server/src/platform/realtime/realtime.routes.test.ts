/**
 * The realtime link through a real socket (issue 20): a notification written for a user rings that user's open
 * streams when its transaction commits (never on rollback, never another user's); a session that ends closes its
 * streams; without a token there is no stream. On PostgreSQL, a second instance's stream rings for a notification
 * written through the first (LISTEN/NOTIFY).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { sql } from 'drizzle-orm';
import { insertNotifications } from '../notifications/notifications.ts';
import { writeAudit } from '../audit.ts';
import { bearer, call, createTestApp, secondInstance, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Event {
  event: string;
  id: string | null;
  data: string;
}

interface Stream {
  /** Resolves with the next event (comments skipped), or null when the stream ended; rejects after `ms`. */
  nextEvent(ms?: number): Promise<Event | null>;
  /** The next event's name. */
  next(ms?: number): Promise<string | null>;
  /** Everything read so far that is not an event yet (a trailing `retry:` line). */
  rest(): string;
  close(): void;
  status: number;
}

async function openStream(url: string, user?: SignedInUser, lastEventId?: number): Promise<Stream> {
  const abort = new AbortController();
  const headers: Record<string, string> = user ? { ...bearer(user) } : {};
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(`${url}/api/Notification/Stream`, { headers, signal: abort.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const nextEvent = async (ms = 2000): Promise<Event | null> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        if (name) {
          buffer = buffer.slice(end + 2);
          return {
            event: name,
            id: /^id: (.+)$/m.exec(block)?.[1] ?? null,
            data: /^data: (.+)$/m.exec(block)?.[1] ?? '',
          };
        }
        if (!block.startsWith('retry:')) {
          buffer = buffer.slice(end + 2);
          continue;
        }
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
  const next = async (ms?: number) => (await nextEvent(ms))?.event ?? null;
  return { nextEvent, next, rest: () => buffer, close: () => abort.abort(), status: res.status };
}

const notify = (userId: number, rollback = false, link: string | null = null) =>
  t.database.db
    .transaction(async (tx) => {
      await insertNotifications(tx, [{ userId, message: 'A step awaits you', link }]);
      if (rollback) throw new Error('rolled back');
    })
    .catch(() => undefined);

const lastNotificationId = async (userId: number) => {
  const result = await t.database.db.execute(sql`select max(id) as id from notifications where user_id = ${userId}`);
  return Number((result as unknown as { rows: { id: number | null }[] }).rows[0]?.id ?? 0);
};

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

describe('what an event says (issue 35)', () => {
  it('a notification comes with its id and the record its link names', async () => {
    const drawee = await t.signIn('oa.drawee');
    const stream = await openStream(base, drawee);
    expect(await stream.next()).toBe('Ready');
    const userId = await userIdOf(drawee);
    await notify(userId, false, '/payments/41');
    const event = await stream.nextEvent(1000);
    const id = await lastNotificationId(userId);
    expect(event).toEqual({
      event: 'BroadcastMessage',
      id: String(id),
      data: JSON.stringify({ id, records: [{ type: 'Payment', id: 41 }] }),
    });
    stream.close();
  });

  it("Ready names the user's newest notification id when the link came without Last-Event-ID", async () => {
    const drawee = await t.signIn('oa.drawee');
    await notify(await userIdOf(drawee));
    const stream = await openStream(base, drawee);
    expect(await stream.nextEvent()).toMatchObject({
      event: 'Ready',
      id: String(await lastNotificationId(await userIdOf(drawee))),
    });
    stream.close();
    const again = await openStream(base, drawee, 1);
    expect(await again.nextEvent()).toMatchObject({ event: 'Ready', id: null });
    again.close();
  });

  it('a reconnect with Last-Event-ID replays, in order, what was written while the link was down', async () => {
    const drawee = await t.signIn('oa.drawee');
    const userId = await userIdOf(drawee);
    await notify(userId);
    const seen = await lastNotificationId(userId);
    await notify(userId, false, '/applications/oa/DayAhead/7');
    await notify(userId);
    await notify(await userIdOf(await t.signIn('oa.both')));
    const stream = await openStream(base, drawee, seen);
    expect(await stream.next()).toBe('Ready');
    const first = await stream.nextEvent();
    const second = await stream.nextEvent();
    expect([first?.event, second?.event]).toEqual(['BroadcastMessage', 'BroadcastMessage']);
    expect(Number(first?.id)).toBeGreaterThan(seen);
    expect(Number(second?.id)).toBe(await lastNotificationId(userId));
    expect(JSON.parse(first!.data)).toMatchObject({ records: [{ type: 'Application', id: 7 }] });
    await expect(stream.next(300)).rejects.toThrow('no event in time');
    stream.close();
  });

  it('a record change reaches those who follow every such record and its actor, not another applicant', async () => {
    const sldc = await t.signIn('sldc');
    const drawee = await t.signIn('oa.drawee');
    const both = await t.signIn('oa.both');
    const streams = await Promise.all([sldc, drawee, both].map((u) => openStream(base, u)));
    for (const s of streams) expect(await s.next()).toBe('Ready');
    const actorUserId = await userIdOf(drawee);
    await t.database.db.transaction((tx) =>
      writeAudit(tx, { actorUserId, action: 'payment.submit', entityType: 'Payment', entityId: 9 }),
    );
    const changed = {
      event: 'RecordChanged',
      id: null,
      data: JSON.stringify({ records: [{ type: 'Payment', id: 9 }] }),
    };
    expect(await streams[0]!.nextEvent(1000)).toEqual(changed);
    expect(await streams[1]!.nextEvent(1000)).toEqual(changed);
    await expect(streams[2]!.next(300)).rejects.toThrow('no event in time');
    // Nobody follows a sign-in's audit row live.
    await t.database.db.transaction((tx) =>
      writeAudit(tx, { actorUserId, action: 'user.signin', entityType: 'session' }),
    );
    await expect(streams[1]!.next(300)).rejects.toThrow('no event in time');
    for (const s of streams) s.close();
  });

  it('a shutdown ends every stream with a retry hint', async () => {
    const other = await createTestApp();
    try {
      const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openStream(otherBase, await other.signIn('oa.drawee'));
      expect(await stream.next()).toBe('Ready');
      const closing = other.close();
      expect(await stream.next(2000)).toBeNull();
      expect(stream.rest()).toMatch(/^retry: \d+\n\n$/);
      await closing;
    } catch (err) {
      await other.close().catch(() => undefined);
      throw err;
    }
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
      const userId = await userIdOf(await t.signIn('oa.drawee'));
      const started = Date.now();
      await notify(userId);
      expect(await stream.next(1000)).toBe('BroadcastMessage');
      expect(Date.now() - started).toBeLessThan(1000);
      stream.close();
    } finally {
      await other.close();
    }
  });
});
