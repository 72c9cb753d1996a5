import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

/** One year at a time, with the years before and after a click away. */
export function YearSelector({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Previous year" onClick={() => onChange(year - 1)}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="h3" component="p" aria-live="polite" aria-label={`Year ${year}`}>
        {year}
      </Typography>
      <IconButton aria-label="Next year" onClick={() => onChange(year + 1)}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
