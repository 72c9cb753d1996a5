import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, ROLE_LABELS } from '@stoa/shared';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDashboardSummary } from '../api/get-dashboard-summary.ts';
import { DashboardTiles, DashboardTilesSkeleton } from '../components/dashboard-tiles.tsx';
import { WeekCharts } from '../components/week-charts.tsx';

interface LandingPageProps {
  /** Which app paths are built; passed in by the router so this feature does not depend on the app's tables. */
  isBuilt: (to: string) => boolean;
}

/**
 * /landing (spec §2.2): the role's dashboard: who is signed in, for which entity, their own figures (tiles leading to
 * the filtered lists) and this week's charts (issue 20).
 */
export function LandingPage({ isBuilt }: LandingPageProps) {
  const user = useSignedInUser();
  const summary = useDashboardSummary();
  if (!user) return null;
  const role = ROLE_LABELS[user.role];
  const entityName = summary.data?.entityName;
  const lastSignInAt = summary.data?.lastSignInAt;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" gutterBottom>
          Welcome, {user.firstName}
        </Typography>
        <Typography color="text.secondary">{entityName ? `${role} · ${entityName}` : role}</Typography>
        {summary.isPending ? (
          <Skeleton width={260} />
        ) : (
          lastSignInAt && (
            <Typography variant="body2" color="text.secondary">
              Last sign-in: {formatDateTime(lastSignInAt)}
            </Typography>
          )
        )}
      </Box>
      {summary.isPending && <DashboardTilesSkeleton />}
      {summary.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
      {summary.data && <DashboardTiles tiles={summary.data.tiles} isBuilt={isBuilt} />}
      {summary.data && <WeekCharts summary={summary.data} />}
    </Stack>
  );
}
