/**
 * The reasons a record was returned for, as a checklist on its page while it waits for its owner (issue 36 item 8):
 * each reason by its label, read off the timeline (shared openReasonsOf), and what to do — answer each when
 * submitting again. Nothing shows for a record returned with comments only, or not returned.
 */
import { useId } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import type { StepReason } from '@stoa/shared';

export const RETURN_REASONS_TITLE = 'Returned for these reasons';
export const RETURN_REASONS_HINT = 'Answer each reason when you submit again.';

interface RecordReasonsProps {
  reasons: readonly StepReason[];
  /** The owner answers them; others only read them. */
  isOwner: boolean;
}

export function RecordReasons({ reasons, isOwner }: RecordReasonsProps) {
  const headingId = useId();
  if (reasons.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, borderColor: 'warning.main' }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem' }}>
        {RETURN_REASONS_TITLE}
      </Typography>
      {isOwner && (
        <Typography variant="body2" color="text.secondary">
          {RETURN_REASONS_HINT}
        </Typography>
      )}
      <List dense aria-labelledby={headingId}>
        {reasons.map((reason) => (
          <ListItem key={reason.code} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckBoxOutlineBlank fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={reason.label} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
