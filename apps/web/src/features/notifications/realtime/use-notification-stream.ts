import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createBroadcastHandler } from './broadcast.ts';
import { createChimePlayer } from './chime.ts';
import { openNotificationStream, type LinkState } from './notification-stream.ts';
import { readSoundOn } from './sound-preference.ts';

/**
 * What a new notification changes: every notification query (count, bell list, notifications page) and the
 * dashboard (its unread tile, and the queues a step moves).
 */
const REFETCHED_KEYS = [['notifications'], ['dashboard']] as const;

/**
 * This tab's realtime link for the signed-in user `userId`: a broadcast refetches the notification queries and
 * chimes unless muted. Mounted once, in the signed-in layout (so it closes at sign-out); a new user gets a new link.
 */
export function useNotificationStream(userId: number): LinkState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LinkState>('connecting');
  const [chime] = useState(createChimePlayer);

  useEffect(() => {
    const broadcast = createBroadcastHandler({
      refetch: () => {
        for (const queryKey of REFETCHED_KEYS) void queryClient.invalidateQueries({ queryKey });
      },
      playSound: chime.play,
      isSoundOn: readSoundOn,
    });
    const close = openNotificationStream({
      onState: setState,
      onReady: broadcast.refetchSoon,
      onBroadcast: broadcast.onBroadcast,
    });
    return () => {
      close();
      broadcast.dispose();
    };
  }, [chime, queryClient, userId]);

  useEffect(() => () => chime.close(), [chime]);
  return state;
}
