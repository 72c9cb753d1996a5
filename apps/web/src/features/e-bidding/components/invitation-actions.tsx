/**
 * What a row of the invitations table offers (spec §4), read off the shared action rules, never off statuses compared
 * here. The SLDC business user: Invite (Form ST2), the word Initiated, Process, or Result (Completed or Expired). The
 * approvers never write: Invite reads View (the form read-only). Applicants: Apply or View (Form ST3 of their row), or
 * 'Invitation Expired'.
 */
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import {
  applicantInvitationAction,
  sldcInvitationAction,
  type InvitationClock,
  type InvitationRow,
} from '@stoa/shared';
import { ebiddingPaths } from '../routes/ebidding-paths.ts';
import { ActionWord } from './ebidding-cells.tsx';

/** Who reads the list: the inviter, an approver (reads only) or an applicant. */
export type InvitationReader = 'inviter' | 'approver' | 'applicant';

const clockOf = (row: InvitationRow): InvitationClock => ({
  status: row.status.status,
  lastDateOfSubmission: row.lastDateOfSubmission,
  deadLine: row.deadLine,
});

/** The row's name in an action's accessible name ('Process EB/2026/0001'). */
export const invitationRefOf = (row: InvitationRow) => row.bidInvitationNo ?? `Invitation #${row.id}`;

function ActionLink({ word, to, row }: { word: string; to: string; row: InvitationRow }) {
  return (
    <Button size="small" component={RouterLink} to={to} aria-label={`${word} ${invitationRefOf(row)}`}>
      {word}
    </Button>
  );
}

function SldcAction({ row, reader, now }: { row: InvitationRow; reader: InvitationReader; now: Date }) {
  const action = sldcInvitationAction(clockOf(row), now);
  switch (action) {
    case 'Invite':
      return (
        <ActionLink word={reader === 'inviter' ? 'Invite' : 'View'} to={ebiddingPaths.invitation(row.id)} row={row} />
      );
    case 'Process':
    case 'Result':
      return <ActionLink word={action} to={ebiddingPaths.process(row.id)} row={row} />;
    default:
      return <ActionWord>{action}</ActionWord>;
  }
}

function ApplicantAction({ row, now }: { row: InvitationRow; now: Date }) {
  const action = applicantInvitationAction(clockOf(row), row.bidStatus?.status ?? 'None', now);
  if (action === 'Invitation Expired') return <ActionWord>{action}</ActionWord>;
  return <ActionLink word={action} to={ebiddingPaths.bid(row.rowId)} row={row} />;
}

/** The action of a row for its reader, as of now. */
export function InvitationAction({ row, reader }: { row: InvitationRow; reader: InvitationReader }) {
  const now = new Date();
  return reader === 'applicant' ? (
    <ApplicantAction row={row} now={now} />
  ) : (
    <SldcAction row={row} reader={reader} now={now} />
  );
}
