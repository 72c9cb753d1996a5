import { describe, expect, it } from 'vitest';
import { API_ACCESS, can } from '../auth/access.ts';
import { ROLES } from '../auth/roles.ts';
import { APPLICATION_WORKFLOW } from '../application/application-workflow.ts';
import { INTER_STATE_WORKFLOW } from '../inter-state/inter-state-workflow.ts';
import { REGISTRATION_WORKFLOW } from '../registration/registration-workflow.ts';
import { STANDING_CLEARANCE_WORKFLOW } from '../standing-clearance/standing-clearance-workflow.ts';
import { REVISION_WORKFLOW } from '../revision/revision-workflow.ts';
import { timelineExportPath } from './record-links.ts';
import {
  TIMELINE_READ_PERMISSIONS,
  TIMELINE_RECORD_TYPES,
  TIMELINE_SHEET_COLUMNS,
  timelineExportCells,
  timelineExportParamsSchema,
} from './timeline-export.schemas.ts';

describe('timeline export', () => {
  it("covers exactly the workflows' record types", () => {
    const workflows = [
      REGISTRATION_WORKFLOW,
      INTER_STATE_WORKFLOW,
      APPLICATION_WORKFLOW,
      STANDING_CLEARANCE_WORKFLOW,
      REVISION_WORKFLOW,
    ];
    expect([...TIMELINE_RECORD_TYPES]).toEqual(workflows.map((wf) => wf.recordType));
  });

  it('is open to exactly the roles that read one of those records', () => {
    for (const role of ROLES) {
      const readsOne = TIMELINE_RECORD_TYPES.some((type) => can(role, TIMELINE_READ_PERMISSIONS[type]));
      expect(can(role, 'timelineExport'), role).toBe(readsOne);
    }
    expect(API_ACCESS.timelineExport).not.toContain('Admin');
  });

  it('names the download paths the routes serve', () => {
    expect(timelineExportPath('Application', 42, 'Pdf')).toBe('/api/Timeline/Application/42/Pdf');
    expect(timelineExportPath('StandingClearance', 7, 'Xlsx')).toBe('/api/Timeline/StandingClearance/7/Xlsx');
  });

  it('reads the path parameters: a known record type and a record id', () => {
    expect(timelineExportParamsSchema.parse({ recordType: 'Registration', recordId: '12' })).toEqual({
      recordType: 'Registration',
      recordId: 12,
    });
    expect(timelineExportParamsSchema.safeParse({ recordType: 'Payment', recordId: '12' }).success).toBe(false);
    expect(timelineExportParamsSchema.safeParse({ recordType: 'Registration', recordId: '0' }).success).toBe(false);
  });

  const step = {
    at: '2026-03-05T09:00:00Z',
    action: 'Forward',
    fromStatus: 'Submitted',
    toStatus: 'PendingSTOACheck',
    actorName: 'Ravi Kumar',
    actorRole: 'SLDC Business User',
    comments: null,
  };

  it("prints a step in the workflow's words, the time in IST", () => {
    expect(
      timelineExportCells({
        ...step,
        actionLabel: 'Verify and forward',
        fromStatusLabel: 'Submitted',
        toStatusLabel: 'Pending STOA check',
        comments: 'Documents verified',
      }),
    ).toEqual([
      'Mar 05, 2026 2:30 PM',
      'Ravi Kumar',
      'SLDC Business User',
      'Verify and forward',
      'Submitted',
      'Pending STOA check',
      '',
      'Documents verified',
    ]);
  });

  it('falls back to the raw action and statuses; a first step has no from status', () => {
    expect(timelineExportCells(step)).toEqual([
      'Mar 05, 2026 2:30 PM',
      'Ravi Kumar',
      'SLDC Business User',
      'Forward',
      'Submitted',
      'PendingSTOACheck',
      '',
      '',
    ]);
    expect(timelineExportCells({ ...step, fromStatus: null, fromStatusLabel: null })[4]).toBe('');
  });

  it('gives the sheet the instant itself (an Excel date-time there), comments as wrapping text', () => {
    const [time, ...rest] = TIMELINE_SHEET_COLUMNS;
    expect(time).toMatchObject({ header: 'Time (IST)', kind: 'dateTime' });
    expect(time!.cell(step)).toBe('2026-03-05T09:00:00Z');
    expect(rest.map((c) => c.cell(step))).toEqual(timelineExportCells(step).slice(1));
    expect(rest.at(-1)?.kind).toBe('longText');
  });
});
