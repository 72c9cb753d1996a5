import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The Suspense fallback while a lazily loaded page or layout arrives. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
