import { useState, type MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useNotificationCount } from '../api/get-notification-count.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { NotificationList } from './notification-list.tsx';

/** The header bell (spec §2.7): unread count badge; the menu lists notifications and marks them read on close. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const count = useNotificationCount();
  const list = useNotifications({ enabled: isOpen });
  const markAllRead = useMarkAllRead();
  const unread = count.data ?? 0;

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => {
    setAnchor(null);
    // The user has now seen them; only ask the server when something was unread.
    const hasUnread = unread > 0 || (list.data ?? []).some((n) => !n.isRead);
    if (hasUnread) markAllRead.mutate();
  };

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label="Notifications"
          aria-haspopup="true"
          aria-controls={isOpen ? 'notification-menu' : undefined}
          aria-expanded={isOpen ? 'true' : undefined}
          onClick={open}
        >
          <Badge badgeContent={unread} color="error" max={99}>
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
        <NotificationList
          notifications={list.data}
          isLoading={list.isLoading}
          isError={list.isError}
          fetchedAt={list.dataUpdatedAt}
        />
      </Menu>
    </>
  );
}
