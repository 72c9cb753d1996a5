import { describe, expect, it } from 'vitest';
import { SYSTEM_ROLE, labelOf } from '../workflow/engine.ts';
import { labelTimeline, type TimelineEntry } from '../workflow/record-view.ts';
import { APPLICATION_WORKFLOW } from './application-workflow.ts';
import { PROCESSING_OUTCOME_LABELS } from './processed-export.ts';
import {
  OUTCOME_STATUSES,
  OUTCOME_WORDS,
  PROCESSING_METHODS,
  isOutcomeStatus,
  processingMethodOf,
  processingStepLabel,
} from './processing-outcomes.ts';

/** The System rows of the application table that decide a quantum: processing's outcomes and e-bidding's result. */
const outcomeRows = APPLICATION_WORKFLOW.transitions.filter((t) => t.role === SYSTEM_ROLE);

/** A step as the timeline records it: processing names the SLDC user who ran it. */
const recorded = (action: string, toStatus: string, fromStatus = 'PendingSTOAApproval'): TimelineEntry => ({
  at: '2026-12-02T05:00:00.000Z',
  action,
  fromStatus,
  toStatus,
  actorName: 'Desk One',
  actorRole: 'SLDC Business User',
  comments: null,
});

describe('the words of an outcome (issue 36: the step names what happened)', () => {
  it('names every outcome row by the status it reaches, then how, never the method alone', () => {
    expect(outcomeRows.length).toBeGreaterThan(0);
    for (const row of outcomeRows) {
      expect(isOutcomeStatus(row.to), row.to).toBe(true);
      if (!isOutcomeStatus(row.to)) continue;
      expect(labelOf(APPLICATION_WORKFLOW, row)).toMatch(new RegExp(`^${OUTCOME_WORDS[row.to].label} \\(.+\\)$`));
    }
  });

  it('never says approved when an application was sent to e-bidding, refused or withdrawn', () => {
    for (const row of outcomeRows) {
      const label = labelOf(APPLICATION_WORKFLOW, row);
      if (row.to === 'STOAApproved' || row.to === 'PendingApplicantApproval') expect(label).toMatch(/^Approved in /);
      else expect(label, `${row.action} → ${row.to}`).not.toMatch(/approved/i);
    }
  });

  it('reads a congested and a fitting application on the timeline as what happened to each', () => {
    const steps = labelTimeline(APPLICATION_WORKFLOW, [
      recorded('ApproveAll', 'PendingEBidding'),
      recorded('ApproveAll', 'STOAApproved'),
      recorded('AllocateProRata', 'PendingApplicantApproval'),
      recorded('AllocateInOrder', 'NoSTOARejected'),
      recorded('EBidding', 'STOAApproved', 'PendingEBidding'),
      recorded('EBidding', 'Withdrawn', 'PendingEBidding'),
    ]).map((s) => s.actionLabel);
    expect(steps).toEqual([
      'Sent to e-bidding (Approve All)',
      'Approved in full (Approve All)',
      'Approved in part (pro-rata)',
      'Rejected: no margin (in order of receipt)',
      'Approved in full (e-bidding)',
      'Withdrawn: no bid (e-bidding)',
    ]);
  });

  it('gives the Processing tab the same words for each allocation outcome', () => {
    expect(PROCESSING_OUTCOME_LABELS).toEqual({
      Full: 'Approved in full',
      Partial: 'Approved in part',
      None: 'Rejected: no margin',
      Congested: 'Sent to e-bidding',
    });
  });

  it('tells the applicant what comes next only while something does', () => {
    for (const status of OUTCOME_STATUSES) expect(OUTCOME_WORDS[status].was).toMatch(/^[a-z]/);
    expect(OUTCOME_WORDS.PendingApplicantApproval.next).toBe(
      'Accept the allocated quantum or withdraw the application.',
    );
    expect(OUTCOME_WORDS.NoSTOARejected.next).toBe('');
    expect(OUTCOME_WORDS.Withdrawn.next).toBe('');
  });
});

describe('the steps of a batch, in words', () => {
  it('names Approve All by what it does: for a congested Advance batch, also sending to e-bidding', () => {
    expect(processingStepLabel('ApproveAll', 'Advance', 2)).toBe('Approve All and Send Congested to E-Bidding');
    expect(processingStepLabel('ApproveAll', 'Advance', 0)).toBe('Approve All (fitting)');
    expect(processingStepLabel('ApproveAll', 'DayAhead', 2)).toBe('Approve All (fitting)');
    expect(processingStepLabel('ProRata', 'DayAhead', 2)).toBe('Allocate Pro-Rata');
    expect(processingStepLabel('InOrder', 'FCFS', 0)).toBe('Allocate in Order of Receipt');
  });

  it("reads a stored run's method, never showing a code it does not know", () => {
    for (const method of PROCESSING_METHODS) expect(processingMethodOf(method)).toBe(method);
    expect(processingMethodOf(null)).toBeNull();
    expect(processingMethodOf('Lottery')).toBeNull();
  });
});
