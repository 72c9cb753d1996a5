import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { captchaImageSrc } from '../api/get-captcha.ts';

interface CaptchaImageProps {
  image: string | undefined;
  isLoading: boolean;
  isError: boolean;
  onRefresh: () => void;
}

/** The server's captcha picture with a button for a new one. */
export function CaptchaImage({ image, isLoading, isError, onRefresh }: CaptchaImageProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{
          width: 180,
          height: 56,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#ffffff',
          overflow: 'hidden',
        }}
      >
        {image && !isLoading ? (
          <img data-testid="captcha-image" alt="captcha" src={captchaImageSrc(image)} width={176} height={52} />
        ) : isError ? (
          <Typography variant="caption" color="error" sx={{ px: 1, textAlign: 'center' }}>
            Captcha unavailable
          </Typography>
        ) : (
          // A plain placeholder, not MUI's Skeleton: its chunk would be /login's only use of it (the 150 KB budget).
          <Box role="status" aria-label="Loading captcha" sx={{ width: 176, height: 52, bgcolor: 'action.hover' }} />
        )}
      </Box>
      <IconButton aria-label="Refresh captcha" onClick={onRefresh} disabled={isLoading}>
        <Refresh />
      </IconButton>
    </Box>
  );
}
