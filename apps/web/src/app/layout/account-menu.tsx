import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';
import type { SignedInUser } from '@stoa/shared';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { PATHS, isBuilt } from '../paths.ts';

/**
 * Spec §2.7 avatar menu entries. Each shows only once its page is built; the manual download is keyed by the API
 * path it will call, which joins BUILT_PATHS when the download lands.
 */
export const ACCOUNT_MENU_LINKS = [
  { label: 'My Profile', to: PATHS.profile },
  { label: 'Change password', to: PATHS.changePassword },
  { label: 'Download User Manual', to: '/File/DownloadManuals' },
] as const;

interface AccountMenuProps {
  user: SignedInUser;
  onLogout: () => void;
}

export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const close = () => setAnchor(null);
  const links = ACCOUNT_MENU_LINKS.filter((link) => isBuilt(link.to));
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <>
      <IconButton
        aria-label="Account menu"
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
        {links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} nativeButton={false} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        {links.length > 0 && <Divider />}
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
    </>
  );
}
