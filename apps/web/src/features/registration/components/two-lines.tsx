import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A grid cell of one value with a second, smaller one under it (two columns in the width of one). */
export function TwoLines({ first, second }: { first: string; second?: string | null }) {
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center', lineHeight: 1.3, minWidth: 0 }}>
      <Typography variant="body2" noWrap title={first}>
        {first}
      </Typography>
      {second && (
        <Typography variant="caption" color="text.secondary" noWrap title={second}>
          {second}
        </Typography>
      )}
    </Stack>
  );
}

/** A text cell that wraps onto a second line before it is cut (names, connectivity points). */
export function WrappedText({ text }: { text: string }) {
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center', minWidth: 0 }}>
      <Typography
        variant="body2"
        title={text}
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          whiteSpace: 'normal',
          lineHeight: 1.3,
        }}
      >
        {text}
      </Typography>
    </Stack>
  );
}
