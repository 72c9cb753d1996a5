import { describe, expect, it } from 'vitest';
import { APPLICATION_WORKFLOW } from '../application/application-workflow.ts';
import { REGISTRATION_WORKFLOW } from '../registration/registration-workflow.ts';
import { workflowActionSchema } from '../registration/registration.schemas.ts';
import { actionBarOf, type TimelineEntry } from './record-view.ts';
import { TIMELINE_EXPORT_COLUMNS, TIMELINE_RECORD_TYPES, timelineExportCells } from './timeline-export.schemas.ts';
import { checkReasonAnswers, checkStepReasons, openReasonsOf, reasonsText, takesReasons } from './reasons.ts';
import {
  DEFAULT_REASONS,
  REASON_MESSAGES,
  REASON_RECORD_TYPES,
  reasonAnswersField,
  reasonInputSchema,
} from './reasons.schemas.ts';

const LIST = DEFAULT_REASONS.Application;
const step = (over: Partial<TimelineEntry>): TimelineEntry => ({
  at: '2026-12-01T05:00:00Z',
  action: 'Return',
  fromStatus: 'Submitted',
  toStatus: 'Returned',
  actorName: 'S',
  actorRole: 'SLDC Business User',
  comments: null,
  ...over,
});

describe('reason lists', () => {
  it('keep one list per timeline record type, each ending with Other, codes unique', () => {
    expect([...REASON_RECORD_TYPES].sort()).toEqual([...TIMELINE_RECORD_TYPES].sort());
    for (const type of REASON_RECORD_TYPES) {
      const codes = DEFAULT_REASONS[type].map((r) => r.code);
      expect(new Set(codes).size, type).toBe(codes.length);
      expect(DEFAULT_REASONS[type].at(-1), type).toEqual({ code: 'OTHER', label: 'Other' });
      for (const r of DEFAULT_REASONS[type])
        expect(reasonInputSchema.safeParse({ recordType: type, ...r }).success).toBe(true);
    }
    expect(LIST.map((r) => r.label)).toEqual(
      expect.arrayContaining([
        'Incomplete documents',
        'Capacity not available on the corridor',
        'Standing clearance missing or expired',
        'Details do not match registration',
      ]),
    );
  });

  it('take an entry with a code of capitals, digits and underscores, and a required label', () => {
    const ok = reasonInputSchema.parse({ recordType: 'Application', code: 'NO_MARGIN_2', label: ' No margin ' });
    expect(ok).toEqual({
      recordType: 'Application',
      code: 'NO_MARGIN_2',
      label: 'No margin',
      isActive: true,
      sortOrder: 0,
    });
    const bad = reasonInputSchema.safeParse({ recordType: 'Payment', code: 'no-margin', label: '' });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['recordType', 'code', 'label']));
  });

  it('travel on an action as codes (none by default, no repeats)', () => {
    expect(workflowActionSchema.parse({ comments: 'x' })).toEqual({ comments: 'x', reasonCodes: [] });
    expect(workflowActionSchema.parse({ reasonCodes: ['OTHER'] })).toEqual({ comments: null, reasonCodes: ['OTHER'] });
    expect(workflowActionSchema.safeParse({ reasonCodes: ['OTHER', 'OTHER'] }).success).toBe(false);
    expect(reasonAnswersField.parse(undefined)).toBeUndefined();
  });
});

describe('which steps take reasons', () => {
  it("a processor's Reject and Return; not an applicant's Withdraw, not Forward or Approve", () => {
    const rows = APPLICATION_WORKFLOW.transitions;
    const sldcReject = rows.find((t) => t.from === 'Submitted' && t.action === 'Reject')!;
    const sldcReturn = rows.find((t) => t.from === 'Submitted' && t.action === 'Return')!;
    const withdraw = rows.find((t) => t.from === 'PendingApplicantApproval' && t.action === 'Reject')!;
    const accept = rows.find((t) => t.from === 'Submitted' && t.action === 'Forward')!;
    expect([sldcReject, sldcReturn, withdraw, accept].map((t) => takesReasons(APPLICATION_WORKFLOW, t))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('the action bar offers the list on Reject and Seek Clarification only', () => {
    const bar = actionBarOf(APPLICATION_WORKFLOW, 'Submitted', 'SLDCBusinessUser', { byTrader: false }, {}, LIST);
    expect(bar.map((b) => [b.action, b.reasons?.length ?? null])).toEqual([
      ['Forward', null],
      ['Reject', LIST.length],
      ['Return', LIST.length],
    ]);
    const own = actionBarOf(
      APPLICATION_WORKFLOW,
      'PendingApplicantApproval',
      'OABusinessUser',
      { byTrader: false },
      {},
      LIST,
    );
    expect(own.every((b) => b.reasons === undefined)).toBe(true);
  });
});

describe("a processor's reasons", () => {
  it('keeps the codes with their labels, in the order given', () => {
    const check = checkStepReasons(LIST, ['OTHER', 'INCOMPLETE_DOCUMENTS'], null);
    expect(check).toEqual({
      ok: true,
      value: [
        { code: 'OTHER', label: 'Other' },
        { code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents' },
      ],
    });
  });

  it('refuses a code not on the active list (REASON_UNKNOWN), naming it', () => {
    const check = checkStepReasons(LIST, ['INCOMPLETE_DOCUMENTS', 'NOPE'], 'x');
    expect(check).toEqual({
      ok: false,
      issues: [{ path: ['reasonCodes', 1], message: REASON_MESSAGES.unknown('NOPE'), errorCode: 'REASON_UNKNOWN' }],
    });
  });

  it('needs at least one reason or the free text', () => {
    expect(checkStepReasons(LIST, [], '  ')).toEqual({
      ok: false,
      issues: [{ path: ['comments'], message: REASON_MESSAGES.reasonOrComments, errorCode: 'REQUIRED' }],
    });
    expect(checkStepReasons(LIST, [], 'Bill unreadable')).toEqual({ ok: true, value: [] });
    expect(checkStepReasons([], [], null).ok).toBe(false);
  });
});

describe('the reasons a returned record answers', () => {
  const returned = step({ reasons: [{ code: 'OTHER', label: 'Other' }] });

  it('are those of the step that put it in its editable status', () => {
    expect(
      openReasonsOf(APPLICATION_WORKFLOW, 'Returned', [step({ action: 'Submit', toStatus: 'Submitted' }), returned]),
    ).toEqual([{ code: 'OTHER', label: 'Other' }]);
    // Not once it moved on, not for a draft, not when returned with comments only.
    expect(openReasonsOf(APPLICATION_WORKFLOW, 'Submitted', [returned])).toEqual([]);
    expect(openReasonsOf(APPLICATION_WORKFLOW, 'Draft', [])).toEqual([]);
    expect(openReasonsOf(APPLICATION_WORKFLOW, 'Returned', [step({ comments: 'why' })])).toEqual([]);
    expect(
      openReasonsOf(REGISTRATION_WORKFLOW, 'SLDCReturned', [
        step({ toStatus: 'SLDCReturned', reasons: returned.reasons }),
      ]),
    ).toHaveLength(1);
  });

  it('are each answered, and nothing else is', () => {
    const open = [
      { code: 'OTHER', label: 'Other' },
      { code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents' },
    ];
    const missing = checkReasonAnswers(open, [
      { code: 'OTHER', answer: 'Fixed' },
      { code: 'INCOMPLETE_DOCUMENTS', answer: ' ' },
    ]);
    expect(missing).toEqual({
      ok: false,
      issues: [
        {
          path: ['reasonAnswers', 'INCOMPLETE_DOCUMENTS'],
          message: REASON_MESSAGES.answerMissing('Incomplete documents'),
          errorCode: 'REASON_ANSWER_MISSING',
        },
      ],
    });
    const extra = checkReasonAnswers([], [{ code: 'OTHER', answer: 'x' }]);
    expect(extra.ok || extra.issues[0]?.errorCode).toBe('REASON_UNKNOWN');
    expect(
      checkReasonAnswers(open, [
        { code: 'INCOMPLETE_DOCUMENTS', answer: 'Uploaded' },
        { code: 'OTHER', answer: 'Done' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { code: 'OTHER', label: 'Other', answer: 'Done' },
        { code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents', answer: 'Uploaded' },
      ],
    });
  });
});

describe('reasons in words', () => {
  it('name labels (with answers) in the timeline export, in their own column', () => {
    expect(
      reasonsText([
        { code: 'A', label: 'Incomplete documents' },
        { code: 'B', label: 'Other', answer: 'Fixed' },
      ]),
    ).toBe('Incomplete documents; Other: Fixed');
    expect(reasonsText(null)).toBe('');
    const cells = timelineExportCells(step({ reasons: [{ code: 'OTHER', label: 'Other' }], comments: 'c' }));
    expect(cells[TIMELINE_EXPORT_COLUMNS.indexOf('Reasons')]).toBe('Other');
    expect(cells[TIMELINE_EXPORT_COLUMNS.indexOf('Comments')]).toBe('c');
  });
});
