import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { DashboardTile } from '@stoa/shared';
import { formatInr } from '../../../lib/format.ts';

interface DashboardTilesProps {
  tiles: readonly DashboardTile[];
  isBuilt: (to: string) => boolean;
}

const TILE_SIZE = { xs: 12, sm: 6, lg: 3 } as const;

/** A count in Indian grouping; money (paise on the wire) in rupees as every screen writes them. */
export const tileValue = (tile: DashboardTile): string =>
  tile.unit === 'money' ? formatInr(tile.value / 100) : tile.value.toLocaleString('en-IN');

function TileBody({ tile }: { tile: DashboardTile }) {
  return (
    <CardContent>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {tile.label}
      </Typography>
      <Typography component="p" variant="h2">
        {tileValue(tile)}
      </Typography>
      {tile.overdue !== undefined && (
        <Typography variant="body2" color={tile.overdue > 0 ? 'error' : 'text.secondary'}>
          {tile.overdue.toLocaleString('en-IN')} overdue
        </Typography>
      )}
    </CardContent>
  );
}

/** One card per figure; a card leads to its page only when that page is built (never a dead link). */
export function DashboardTiles({ tiles, isBuilt }: DashboardTilesProps) {
  return (
    <Grid container spacing={2}>
      {tiles.map((tile) => (
        <Grid key={tile.key} size={TILE_SIZE}>
          <Card sx={{ height: '100%' }}>
            {tile.to && isBuilt(tile.to) ? (
              <CardActionArea component={RouterLink} to={tile.to} nativeButton={false} sx={{ height: '100%' }}>
                <TileBody tile={tile} />
              </CardActionArea>
            ) : (
              <TileBody tile={tile} />
            )}
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function DashboardTilesSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Grid container spacing={2} role="status" aria-busy="true" aria-label="Loading dashboard">
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={TILE_SIZE}>
          <Skeleton variant="rounded" height={104} />
        </Grid>
      ))}
    </Grid>
  );
}
