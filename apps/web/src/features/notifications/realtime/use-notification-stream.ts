import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveRecord } from '@stoa/shared';
import { createBroadcastHandler } from './broadcast.ts';
import { createChimePlayer } from './chime.ts';
import type { LinkState } from './notification-stream.ts';
import { openSharedLink } from './shared-link.ts';
import { readSoundOn } from './sound-preference.ts';

/**
 * What a new notification changes: every notification query (count, bell list, notifications page) and the
 * dashboard (its unread tile, and the queues a step moves).
 */
const REFETCHED_KEYS = [['notifications'], ['dashboard']] as const;

/** The queries that show records of these kinds, or lists they belong to (the app's features own the keys). */
export type LiveQueryKeys = (records: readonly LiveRecord[]) => readonly QueryKey[];
const NO_KEYS: LiveQueryKeys = () => [];

/**
 * A hidden tab only marks what changed as stale; it reads it again when shown (React Query refetches stale queries
 * on focus). Ten tabs of a desk cost one tab's refetches, not ten.
 */
const refetchType = () =>
  typeof document !== 'undefined' && document.visibilityState === 'hidden' ? ('none' as const) : ('active' as const);

/**
 * This tab's share of the browser's realtime link for the signed-in user `userId`: a broadcast refetches the
 * notification queries and chimes unless muted; a notification's record or a changed record refetches the open
 * queries that show it (`keysOf`) — a refetch in place, so filters, page, scroll and unsaved form input stay; a
 * link back after a gap refetches every open query. Mounted once, in the signed-in layout (so it closes at
 * sign-out); a new user gets a new link.
 */
export function useNotificationStream(userId: number, keysOf: LiveQueryKeys = NO_KEYS): LinkState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LinkState>('connecting');
  const [chime] = useState(createChimePlayer);

  useEffect(() => {
    const broadcast = createBroadcastHandler({
      refetch: () => {
        for (const queryKey of REFETCHED_KEYS)
          void queryClient.invalidateQueries({ queryKey, refetchType: refetchType() });
      },
      playSound: chime.play,
      isSoundOn: readSoundOn,
    });
    const refetchRecords = (records: readonly LiveRecord[]) => {
      for (const queryKey of keysOf(records))
        void queryClient.invalidateQueries({ queryKey, refetchType: refetchType() });
    };
    const close = openSharedLink(userId, {
      onState: setState,
      onReady: (resync) =>
        resync ? void queryClient.invalidateQueries({ refetchType: refetchType() }) : broadcast.refetchSoon(),
      onBroadcast: (note) => {
        broadcast.onBroadcast();
        refetchRecords(note.records);
      },
      onRecords: refetchRecords,
    });
    return () => {
      close();
      broadcast.dispose();
    };
  }, [chime, queryClient, userId, keysOf]);

  useEffect(() => () => chime.close(), [chime]);
  return state;
}
