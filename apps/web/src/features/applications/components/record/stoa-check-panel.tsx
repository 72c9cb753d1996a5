/** The STOA check of one application (DOMAIN §3 Processing step 1): each check passed or failed, with its detail. */
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import { MESSAGES } from '@stoa/shared';
import { useStoaCheck } from '../../api/get-stoa-check.ts';

export function StoaCheckPanel({ applicationId }: { applicationId: number }) {
  const check = useStoaCheck(applicationId);
  return (
    <Paper variant="outlined" component="section" aria-label="STOA check" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          STOA Check
        </Typography>
        {check.data && (
          <Chip
            size="small"
            color={check.data.passed ? 'success' : 'error'}
            label={check.data.passed ? 'All checks passed' : 'Checks failed'}
          />
        )}
      </Stack>
      {check.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
      {check.isPending && <Typography color="text.secondary">Checking…</Typography>}
      {check.data && (
        <List dense disablePadding aria-label="STOA checks">
          {check.data.checks.map((item) => (
            <ListItem key={item.name} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
              {item.passed ? (
                <CheckCircleOutlined color="success" fontSize="small" aria-label="Passed" />
              ) : (
                <HighlightOffOutlined color="error" fontSize="small" aria-label="Failed" />
              )}
              <Stack>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {item.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.detail}
                </Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
