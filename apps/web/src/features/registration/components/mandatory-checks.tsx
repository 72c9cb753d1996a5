/** The STOA availability check's checklist (GetMandatoryCheckDetails), for the SLDC at PendingSTOACheck. */
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { MESSAGES } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useMandatoryChecks } from '../api/get-mandatory-checks.ts';

export function MandatoryChecks({ id }: { id: number }) {
  const checks = useMandatoryChecks(id, true);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="checks-heading" sx={{ p: 2 }}>
      <Typography id="checks-heading" variant="h2" sx={{ fontSize: '1.1rem' }}>
        Mandatory checks
      </Typography>
      {checks.isPending && <PageLoader />}
      {checks.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
      {checks.data && (
        <List dense aria-label="Mandatory checks">
          {checks.data.items.map((item) => (
            <ListItem key={item.key} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {item.passed ? (
                  <CheckCircleOutlined color="success" titleAccess="Passed" />
                ) : (
                  <CancelOutlined color="error" titleAccess="Failed" />
                )}
              </ListItemIcon>
              <ListItemText primary={item.label} secondary={item.detail} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
