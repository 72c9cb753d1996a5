/**
 * What happened to a record, oldest first, in its workflow's words: the step (the label of the table's row that took
 * it), who took it and as which role, when (IST), the move between statuses, the reasons by their labels (a
 * resubmission's with the applicant's answers) and the comments. The server labels the
 * entries; an entry without labels reads them off the workflow (statusLabels, the row's label). With a record id, the
 * timeline can be downloaded as a PDF or an Excel file.
 */
import { useId } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, isRole, labelTimeline, type StepReason, type TimelineEntry, type Workflow } from '@stoa/shared';
import { formatDateTime } from '../../lib/format.ts';
import { TimelineDownload } from './timeline-download.tsx';

const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

/** The entry's words: the server's labels, else the workflow's. */
function wordsOf<S extends string, C>(workflow: Workflow<S, C>, entry: TimelineEntry) {
  const table = labelTimeline(workflow, [entry])[0] ?? entry;
  const from = entry.fromStatusLabel !== undefined ? entry.fromStatusLabel : (table.fromStatusLabel ?? null);
  const to = entry.toStatusLabel ?? table.toStatusLabel ?? entry.toStatus;
  return { action: entry.actionLabel ?? table.actionLabel ?? entry.action, move: from ? `${from} → ${to}` : to };
}

interface RecordTimelineProps<S extends string, C> {
  workflow: Workflow<S, C>;
  entries: readonly TimelineEntry[];
  /** The record's id: offers the timeline's download (not for a record never saved). */
  recordId?: number;
  /** Shown while nothing has happened yet (a draft). */
  emptyText?: string;
}

export function RecordTimeline<S extends string, C>({
  workflow,
  entries,
  recordId,
  emptyText = 'Nothing has happened to this record yet.',
}: RecordTimelineProps<S, C>) {
  const headingId = useId();
  // Oldest first, whatever order the answer had (ISO instants sort as text).
  const ordered = [...entries].sort((a, b) => a.at.localeCompare(b.at));
  const canDownload = recordId !== undefined && workflow.recordType !== undefined && ordered.length > 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem' }}>
          Timeline
        </Typography>
        {canDownload && <TimelineDownload recordType={workflow.recordType ?? ''} recordId={recordId} />}
      </Stack>
      {ordered.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <List dense aria-label="Timeline" disablePadding>
          {ordered.map((entry, index) => (
            <TimelineItem key={`${entry.at}-${index}`} entry={entry} words={wordsOf(workflow, entry)} />
          ))}
        </List>
      )}
    </Paper>
  );
}

function TimelineItem({ entry, words }: { entry: TimelineEntry; words: { action: string; move: string } }) {
  return (
    <ListItem disableGutters sx={{ display: 'block', borderLeft: 3, borderColor: 'primary.light', pl: 2, mb: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {words.action}
        </Typography>
        <Typography variant="body2">
          by {entry.actorName} ({roleLabel(entry.actorRole)})
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {words.move}
      </Typography>
      {entry.reasons && entry.reasons.length > 0 && <StepReasons reasons={entry.reasons} />}
      {entry.comments && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
          “{entry.comments}”
        </Typography>
      )}
    </ListItem>
  );
}

/** A step's reasons by label; a resubmission's with the answer to each. */
function StepReasons({ reasons }: { reasons: readonly StepReason[] }) {
  const isAnswers = reasons.some((r) => r.answer);
  return (
    <List dense disablePadding aria-label={isAnswers ? 'Answers to the reasons' : 'Reasons'} sx={{ mt: 0.5 }}>
      {reasons.map((r) => (
        <ListItem key={r.code} disableGutters sx={{ display: 'list-item', listStyle: 'disc inside', py: 0 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            {r.label}
          </Typography>
          {r.answer && (
            <Typography variant="body2" component="span">
              {`: ${r.answer}`}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
