import Avatar from '@mui/material/Avatar';
import { avatarColour, initialsOf } from '../lib/avatar.ts';

interface UserAvatarProps {
  firstName: string;
  lastName: string;
  userName: string;
  size?: number;
}

export function UserAvatar({ firstName, lastName, userName, size = 36 }: UserAvatarProps) {
  return (
    <Avatar
      aria-hidden
      sx={{
        bgcolor: avatarColour(userName),
        color: '#ffffff',
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 600,
      }}
    >
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
