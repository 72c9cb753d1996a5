/** What happened to the registration, oldest first: when, who (and as which role), what, and the comments. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RECORD_STATUS_LABELS,
  REGISTRATION_WORKFLOW,
  ROLE_LABELS,
  WORKFLOW_ACTIONS,
  isRecordStatus,
  isRole,
  type TimelineEntry,
  type WorkflowAction,
} from '@stoa/shared';
import { formatDateTime } from '../../../lib/format.ts';

const statusLabel = (status: string) => (isRecordStatus(status) ? RECORD_STATUS_LABELS[status] : status);
const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);
const actionLabel = (action: string) =>
  (WORKFLOW_ACTIONS as readonly string[]).includes(action)
    ? REGISTRATION_WORKFLOW.labels[action as WorkflowAction]
    : action;

function Entry({ entry }: { entry: TimelineEntry }) {
  const move = entry.fromStatus
    ? `${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}`
    : statusLabel(entry.toStatus);
  return (
    <ListItem disableGutters sx={{ display: 'block', borderLeft: 3, borderColor: 'primary.light', pl: 2, mb: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {actionLabel(entry.action)}
        </Typography>
        <Typography variant="body2">
          by {entry.actorName} ({roleLabel(entry.actorRole)})
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(entry.at)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {move}
      </Typography>
      {entry.comments && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
          “{entry.comments}”
        </Typography>
      )}
    </ListItem>
  );
}

export function RegistrationTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  // Newest last, whatever order the answer had (ISO instants sort as text).
  const ordered = [...entries].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="timeline-heading" sx={{ p: 2 }}>
      <Typography id="timeline-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Timeline
      </Typography>
      {ordered.length === 0 ? (
        <Typography color="text.secondary">Nothing has happened to this registration yet.</Typography>
      ) : (
        <List dense aria-label="Timeline" disablePadding>
          {ordered.map((entry, index) => (
            <Entry key={`${entry.at}-${index}`} entry={entry} />
          ))}
        </List>
      )}
    </Paper>
  );
}
