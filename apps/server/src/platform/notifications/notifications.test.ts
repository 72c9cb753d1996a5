import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { Recipient } from '../users/users.ts';
import { notifyAll, notifyEach } from './notifications.ts';

let t: TestApp;
let sldc: Recipient;
let applicant: Recipient;
beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signIn('sldc');
  const b = await t.signIn('oa.drawee');
  sldc = { id: a.id, firstName: 'S', email: 'sldc@example.test' };
  applicant = { id: b.id, firstName: 'A', email: 'oa@example.test' };
});
afterAll(() => t.close());

/** An outbox that only remembers whom it was asked to mail. */
function recordingOutbox(): Outbox & { to: string[] } {
  const to: string[] = [];
  return {
    to,
    queue: async (_tx, address) => void to.push(address),
    queueMany: async (_tx, mails) => void to.push(...mails.map((m) => m.to)),
    wake: () => undefined,
  };
}

const bellsWith = async (userId: number, text: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.message, text)));

describe('notifications are never sent to the actor of the step (issue #15)', () => {
  it('notifyEach (a batch: a message each) leaves out the user who ran it, bell and mail', async () => {
    const outbox = recordingOutbox();
    const message = { title: 'T', text: 'Batch outcome', link: '/applications/oa' };
    const items = [sldc, applicant].map((recipient) => ({ recipient, message }));
    await notifyEach(t.database.db, outbox, items, 'http://portal', sldc.id);
    expect(await bellsWith(sldc.id, 'Batch outcome')).toEqual([]);
    expect(await bellsWith(applicant.id, 'Batch outcome')).toHaveLength(1);
    expect(outbox.to).toEqual([applicant.email]);
  });

  it('notifyAll tells each other recipient once and the actor never', async () => {
    const outbox = recordingOutbox();
    const message = { title: 'T', text: 'A step', link: '/registrations' };
    await notifyAll(t.database.db, outbox, [applicant, sldc, applicant], message, 'http://portal', sldc.id);
    expect(await bellsWith(sldc.id, 'A step')).toEqual([]);
    expect((await bellsWith(applicant.id, 'A step')).map((b) => b.link)).toEqual(['/registrations']);
    expect(outbox.to).toEqual([applicant.email]);
  });
});
