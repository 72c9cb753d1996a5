/**
 * What a `BroadcastMessage` does (spec §7.10): the notification queries are read again and a short sound plays. A
 * burst of broadcasts (one per notification written, several close together) costs one refetch and one sound.
 */

/** Broadcasts this close together share one refetch: a new one would only cancel the refetch under way. */
export const REFETCH_COALESCE_MS = 250;
/** At most one sound in this long, across the tabs of this browser where it can tell (Web Locks). */
export const SOUND_GAP_MS = 2_000;
const SOUND_LOCK = 'stoa-notification-sound';

export interface BroadcastDeps {
  refetch(): void;
  playSound(): void;
  /** Read at each broadcast, so the avatar menu's setting counts at once. */
  isSoundOn(): boolean;
}

export interface BroadcastHandler {
  onBroadcast(): void;
  /** A refetch without a sound (the link opened: what was written while it was down is read). */
  refetchSoon(): void;
  dispose(): void;
}

export function createBroadcastHandler({ refetch, playSound, isSoundOn }: BroadcastDeps): BroadcastHandler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let soundAt = -Infinity;
  const refetchSoon = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      refetch();
    }, REFETCH_COALESCE_MS);
  };
  return {
    refetchSoon,
    onBroadcast() {
      refetchSoon();
      if (!isSoundOn() || Date.now() - soundAt < SOUND_GAP_MS) return;
      soundAt = Date.now();
      playInOneTab(playSound);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Every open tab has its own link and hears the same broadcast: the tab that takes the lock first plays and keeps
 * it for SOUND_GAP_MS, so the others stay quiet instead of ringing together.
 */
function playInOneTab(play: () => void): void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) {
    play();
    return;
  }
  void locks
    .request(SOUND_LOCK, { ifAvailable: true }, async (lock) => {
      if (!lock) return;
      play();
      await new Promise((resolve) => setTimeout(resolve, SOUND_GAP_MS));
    })
    .catch(() => undefined);
}
