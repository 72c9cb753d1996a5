import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { MESSAGES, PAGES } from '@stoa/shared';
import { useNotificationCount } from '../api/get-notification-count.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useNotificationLink } from '../realtime/link-state.ts';
import { NotificationList } from './notification-list.tsx';
import { useOpenNotification } from './use-open-notification.ts';

const NOTIFICATIONS_PATH = PAGES.notifications.path;
const BADGE_MAX = 99;
/** What the bell's name and tooltip add while the realtime link is down (the menu shows the spec's alert). */
const LINK_DOWN = 'live updates unavailable';

interface NotificationBellProps {
  /** Does a path open a page of this build? A notification leads only there. */
  isBuilt: (to: string) => boolean;
}

/**
 * The bell's name carries the count the badge shows (axe label-content-name-mismatch: visible text in the name),
 * and says when the realtime link is down.
 */
export function bellLabelOf(unread: number, isLinkDown = false): string {
  const shown = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
  const name = unread <= 0 ? 'Notifications' : `Notifications, ${shown} unread`;
  return isLinkDown ? `${name}, ${LINK_DOWN}` : name;
}

/**
 * The header bell (spec §2.7): unread count badge; the menu lists the unread notifications (a click marks one read
 * and opens its record), offers 'Mark all read' and 'View all' (the notifications page). While the realtime link
 * has failed and waits to retry, the menu says so above the list (spec §2.7: 'Notification Connection Error').
 */
export function NotificationBell({ isBuilt }: NotificationBellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const count = useNotificationCount();
  const list = useNotifications({ enabled: isOpen });
  const markAllRead = useMarkAllRead();
  const { open: openNotification } = useOpenNotification(isBuilt);
  const isLinkDown = useNotificationLink() === 'failed';
  const unread = count.data ?? 0;
  const hasUnread = unread > 0 || (list.data ?? []).some((n) => !n.isRead);

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={isLinkDown ? `Notifications (${LINK_DOWN})` : 'Notifications'}>
        <IconButton
          color="inherit"
          aria-label={bellLabelOf(unread, isLinkDown)}
          aria-haspopup="true"
          aria-controls={isOpen ? 'notification-menu' : undefined}
          aria-expanded={isOpen ? 'true' : undefined}
          onClick={open}
        >
          <Badge badgeContent={unread} color="error" max={BADGE_MAX}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id="notification-menu"
        anchorEl={anchor}
        open={isOpen}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)', maxHeight: 440 } } }}
      >
        {isLinkDown && (
          <Alert severity="warning" sx={{ mx: 1, mb: 1 }}>
            {MESSAGES.notificationConnectionError}
          </Alert>
        )}
        <NotificationList
          notifications={list.data}
          isLoading={list.isLoading}
          isError={list.isError}
          fetchedAt={list.dataUpdatedAt}
          onOpen={(notification) => {
            close();
            openNotification(notification);
          }}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', px: 1, pt: 1 }}>
          <Button size="small" disabled={!hasUnread} onClick={() => markAllRead.mutate()}>
            Mark all read
          </Button>
          {isBuilt(NOTIFICATIONS_PATH) && (
            <Button size="small" component={RouterLink} to={NOTIFICATIONS_PATH} onClick={close}>
              View all
            </Button>
          )}
        </Stack>
      </Menu>
    </>
  );
}
