import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { MESSAGES, NOTIFICATION_MENU_LIMIT, type Notification } from '@stoa/shared';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';

interface NotificationListProps {
  notifications: Notification[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** When the list was fetched: ages are shown as of then, so rendering stays pure. */
  fetchedAt: number;
  /** A notification clicked: marked read, and its record opened. */
  onOpen: (notification: Notification) => void;
}

/**
 * The bell menu's body (spec §2.7): spinner, error alert, 'No New Notifications', or the newest messages; a click
 * opens one.
 */
export function NotificationList({ notifications, isLoading, isError, fetchedAt, onOpen }: NotificationListProps) {
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label="Loading notifications" />
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert severity="error" sx={{ mx: 1 }}>
        {MESSAGES.fetchError}
      </Alert>
    );
  }
  if (!notifications || notifications.length === 0) {
    return (
      <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">
        {MESSAGES.noNewNotifications}
      </Typography>
    );
  }
  return notifications.slice(0, NOTIFICATION_MENU_LIMIT).map((notification) => (
    <MenuItem
      key={notification.id}
      sx={{ whiteSpace: 'normal', alignItems: 'flex-start', fontWeight: notification.isRead ? 400 : 600 }}
      divider
      onClick={() => onOpen(notification)}
    >
      <ListItemText
        primary={notification.message}
        secondary={
          <time dateTime={notification.notificationTimeSpan} title={formatDateTime(notification.notificationTimeSpan)}>
            {formatRelative(notification.notificationTimeSpan, fetchedAt)}
          </time>
        }
        slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
      />
    </MenuItem>
  ));
}
