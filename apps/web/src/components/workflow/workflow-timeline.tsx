/**
 * What happened to a workflow record, oldest first (the shared timeline entries of any workflow): the step with the
 * workflow's own label for it, who took it and as which role (its label when the entry names a role), when, the move
 * between statuses and the comments.
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RECORD_STATUS_LABELS,
  ROLE_LABELS,
  WORKFLOW_ACTIONS,
  isRecordStatus,
  isRole,
  type TimelineEntry,
  type WorkflowAction,
} from '@stoa/shared';
import { formatDateTime } from '../../lib/format.ts';

const statusLabel = (status: string) => (isRecordStatus(status) ? RECORD_STATUS_LABELS[status] : status);
const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

function isWorkflowAction(action: string): action is WorkflowAction {
  return (WORKFLOW_ACTIONS as readonly string[]).includes(action);
}

interface WorkflowTimelineProps {
  entries: readonly TimelineEntry[];
  /** The workflow's button labels (Workflow.labels): a step reads as the button that took it. */
  labels: Readonly<Record<WorkflowAction, string>>;
  /** Shown while nothing has happened yet (a draft). */
  emptyText?: string;
}

export function WorkflowTimeline({
  entries,
  labels,
  emptyText = 'Nothing has happened to this record yet.',
}: WorkflowTimelineProps) {
  // Oldest first, whatever order the answer had (ISO instants sort as text).
  const ordered = [...entries].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="workflow-timeline-heading" sx={{ p: 2 }}>
      <Typography id="workflow-timeline-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Timeline
      </Typography>
      {ordered.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <List dense aria-label="Timeline" disablePadding>
          {ordered.map((entry, index) => (
            <ListItem
              key={`${entry.at}-${index}`}
              disableGutters
              sx={{ display: 'block', borderLeft: 3, borderColor: 'primary.light', pl: 2, mb: 1.5 }}
            >
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {isWorkflowAction(entry.action) ? labels[entry.action] : entry.action}
                </Typography>
                <Typography variant="body2">
                  by {entry.actorName} ({roleLabel(entry.actorRole)})
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(entry.at)}
                </Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p">
                {entry.fromStatus
                  ? `${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}`
                  : statusLabel(entry.toStatus)}
              </Typography>
              {entry.comments && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                  “{entry.comments}”
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
