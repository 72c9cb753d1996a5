import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@stoa/shared';
import { useMarkRead } from '../api/mark-read.ts';

/**
 * Opening a notification: it is marked read (when it was not) and the page of its record opens — only when that
 * page is built in this web (`isBuilt`), so a notification never leads to a dead page.
 */
export function useOpenNotification(isBuilt: (to: string) => boolean) {
  const navigate = useNavigate();
  const { mutate } = useMarkRead();
  const leadsSomewhere = useCallback((n: Notification) => n.link !== null && isBuilt(n.link), [isBuilt]);
  const open = useCallback(
    (n: Notification) => {
      if (!n.isRead) mutate(n.id);
      if (n.link !== null && isBuilt(n.link)) void navigate(n.link);
    },
    [isBuilt, mutate, navigate],
  );
  return { open, leadsSomewhere };
}
