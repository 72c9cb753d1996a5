import { useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import { Link as RouterLink } from 'react-router';
import type { SignedInUser } from '@stoa/shared';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { downloadErrorMessage, downloadFile } from '../../lib/download-file.ts';
import { useNotificationSound } from '../../features/notifications/realtime/sound-preference.ts';
import { initialsOf } from '../../lib/avatar.ts';
import { PATHS, isBuilt } from '../paths.ts';

/** Spec §2.7 avatar menu pages. Each shows only once its page is built. */
export const ACCOUNT_MENU_LINKS = [
  { label: 'My Profile', to: PATHS.profile, icon: Person },
  { label: 'Change password', to: PATHS.changePassword, icon: LockReset },
] as const;

/** Saved under this name when the server does not name the file (spec §8). */
export const MANUAL_FALLBACK_NAME = 'user-manual.pdf';

/**
 * Spec §6: the manual is chosen by entity type for an OA applicant, by role for everyone else. The query
 * parameter keeps the spec's spelling, `entitityType`, which is what the server reads.
 */
export function manualUrlFor(user: SignedInUser): string {
  const type = user.role === 'OABusinessUser' && user.entityType ? user.entityType : user.role;
  return `/File/DownloadManuals?entitityType=${encodeURIComponent(type)}`;
}

interface AccountMenuProps {
  user: SignedInUser;
  onLogout: () => void;
}

export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  // Kept apart from `open` so the text stays while the snackbar fades out.
  const [downloadError, setDownloadError] = useState({ isOpen: false, message: '' });
  const [isSoundOn, setSoundOn] = useNotificationSound();
  const isOpen = anchor !== null;
  const close = () => setAnchor(null);
  const links = ACCOUNT_MENU_LINKS.filter((link) => isBuilt(link.to));
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const downloadManual = () => {
    close();
    setIsDownloading(true);
    downloadFile(manualUrlFor(user), MANUAL_FALLBACK_NAME)
      .catch((error: unknown) => setDownloadError({ isOpen: true, message: downloadErrorMessage(error) }))
      .finally(() => setIsDownloading(false));
  };
  const closeDownloadError = () => setDownloadError((current) => ({ ...current, isOpen: false }));

  return (
    <>
      <IconButton
        // The initials the avatar shows are part of the name (axe label-content-name-mismatch).
        aria-label={`Account menu, ${initialsOf(user.firstName, user.lastName)}`}
        aria-haspopup="true"
        aria-controls={isOpen ? 'account-menu' : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar firstName={user.firstName} lastName={user.lastName} userName={user.userName} />
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={isOpen}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {links.map(({ label, to, icon: Icon }) => (
          <MenuItem key={to} component={RouterLink} to={to} nativeButton={false} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
        <MenuItem onClick={downloadManual} disabled={isDownloading}>
          <ListItemIcon>
            <Download fontSize="small" />
          </ListItemIcon>
          Download User Manual
        </MenuItem>
        {/* Issue 20: mutes the chime of a new notification. The menu stays open so the new state shows. */}
        <MenuItem role="menuitemcheckbox" aria-checked={isSoundOn} onClick={() => setSoundOn(!isSoundOn)}>
          <ListItemIcon>{isSoundOn ? <VolumeUp fontSize="small" /> : <VolumeOff fontSize="small" />}</ListItemIcon>
          Notification sound: {isSoundOn ? 'On' : 'Off'}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      <Snackbar
        open={downloadError.isOpen}
        autoHideDuration={6000}
        onClose={closeDownloadError}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={closeDownloadError}>
          {downloadError.message}
        </Alert>
      </Snackbar>
    </>
  );
}
