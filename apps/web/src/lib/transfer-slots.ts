/**
 * Long transfers share a few connections (issue 35). A browser opens at most six HTTP/1.1 connections to a site,
 * across all its tabs; one holds the live link, and downloads, exports and uploads that run for seconds could take
 * the rest and starve every page load and call. A transfer first takes one of TRANSFER_SLOTS browser-wide slots (Web
 * Locks) and waits for one when all are busy, so at least three connections stay free for the pages. Without Web
 * Locks it just runs.
 */

export const TRANSFER_SLOTS = 2;
const SLOT_LOCK = 'stoa-transfer-slot';

type Locks = Pick<LockManager, 'request'>;

const browserLocks = (): Locks | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/** Runs `transfer` holding a slot: a free one at once, else the next to come free. */
export async function withTransferSlot<T>(
  transfer: () => Promise<T>,
  locks: Locks | undefined = browserLocks(),
): Promise<T> {
  if (!locks) return transfer();
  for (let slot = 0; slot < TRANSFER_SLOTS; slot += 1) {
    const outcome = await locks.request(`${SLOT_LOCK}:${slot}`, { ifAvailable: true }, async (lock) =>
      lock ? { ran: true as const, value: await transfer() } : { ran: false as const },
    );
    if (outcome.ran) return outcome.value;
  }
  // Every slot is busy: queue on one (spread by chance, so one long export does not hold a whole queue).
  const slot = Math.floor(Math.random() * TRANSFER_SLOTS);
  return locks.request(`${SLOT_LOCK}:${slot}`, () => transfer());
}
