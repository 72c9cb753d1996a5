import { describe, expect, it } from 'vitest';
import { APPLICATION_WORKFLOW } from '../application/application-workflow.ts';
import { REGISTRATION_WORKFLOW } from '../registration/registration-workflow.ts';
import { STANDING_CLEARANCE_WORKFLOW } from '../standing-clearance/standing-clearance-workflow.ts';
import { INTER_STATE_WORKFLOW } from '../inter-state/inter-state-workflow.ts';
import { actedStatusesOf, bulkActionsOf, statusFilterOptionsOf } from './queues.ts';

describe('queues', () => {
  it('gives each processor the statuses it acts on, read off the table', () => {
    expect(actedStatusesOf(REGISTRATION_WORKFLOW, 'SLDCApproverI')).toEqual(['STOAApproved']);
    expect(actedStatusesOf(REGISTRATION_WORKFLOW, 'SLDCApproverII')).toEqual(['SLDCApproverIApproved']);
    expect(actedStatusesOf(REGISTRATION_WORKFLOW, 'SLDCBusinessUser')).toEqual(['Submitted', 'PendingSTOACheck']);
    expect(actedStatusesOf(APPLICATION_WORKFLOW, 'SLDCApproverII')).toEqual(['SLDCApproverIApproved']);
    expect(actedStatusesOf(APPLICATION_WORKFLOW, 'SLDCApproverI')).toEqual(['PartiallyApproved', 'STOAApproved']);
    expect(actedStatusesOf(APPLICATION_WORKFLOW, 'Admin')).toEqual([]);
  });

  it("puts the role's own queue first in its status filter, in the record's words, once each", () => {
    const options = statusFilterOptionsOf(APPLICATION_WORKFLOW, 'SLDCApproverII');
    expect(options[0]).toEqual({ value: 'SLDCApproverIApproved', label: 'Pending SLDC Approver II' });
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    const approverI = statusFilterOptionsOf(REGISTRATION_WORKFLOW, 'SLDCApproverI');
    expect(approverI[0]).toEqual({ value: 'STOAApproved', label: 'Pending SLDC approver I' });
    for (const o of approverI) expect(o.label).toBe(REGISTRATION_WORKFLOW.statusLabels![o.value]);
  });

  it("leaves drafts out unless the list shows them (an owner's)", () => {
    expect(statusFilterOptionsOf(APPLICATION_WORKFLOW, 'OABusinessUser').map((o) => o.value)).not.toContain('Draft');
    expect(
      statusFilterOptionsOf(APPLICATION_WORKFLOW, 'OABusinessUser', { showsDrafts: true }).map((o) => o.value),
    ).toContain('Draft');
  });
});

describe('statusFilterOptionsOf for a role with no queue', () => {
  it("gives a workflow's own filter options in the spec's order, in the record's words", () => {
    expect(statusFilterOptionsOf(REGISTRATION_WORKFLOW, 'Admin')).toEqual([
      { value: 'Submitted', label: 'Pending SLDC verification' },
      { value: 'PendingDISCOMApproval', label: 'Pending DISCOM approval' },
      { value: 'PendingSTOACheck', label: 'Pending STOA availability check' },
      { value: 'PendingTRANSCOApproval', label: 'Pending TRANSCO approval' },
      { value: 'SLDCApproverIApproved', label: 'Pending SLDC approval' },
    ]);
  });

  it('else every status by its label, drafts only where the list shows them', () => {
    const statuses = statusFilterOptionsOf(STANDING_CLEARANCE_WORKFLOW, null);
    expect(statuses.map((o) => o.value)).toEqual(STANDING_CLEARANCE_WORKFLOW.statuses.filter((s) => s !== 'Draft'));
    expect(statuses.find((o) => o.value === 'Returned')?.label).toBe('Returned for clarification');
    expect(statusFilterOptionsOf(INTER_STATE_WORKFLOW, null, { showsDrafts: true })[0]).toEqual({
      value: 'Draft',
      label: 'Draft',
    });
  });
});

describe('bulkActionsOf', () => {
  it("gives each SLDC role its forward move with the record's words and the statuses it starts from", () => {
    expect(bulkActionsOf(APPLICATION_WORKFLOW, 'SLDCBusinessUser')).toEqual([
      { action: 'Forward', label: 'Accept', from: ['Submitted'], commentRequired: false },
    ]);
    expect(bulkActionsOf(APPLICATION_WORKFLOW, 'SLDCApproverI')).toEqual([
      {
        action: 'Forward',
        label: 'Verify and Forward',
        from: ['STOAApproved', 'PartiallyApproved'],
        commentRequired: false,
      },
    ]);
    expect(bulkActionsOf(APPLICATION_WORKFLOW, 'SLDCApproverII')).toEqual([
      { action: 'Approve', label: 'Approve', from: ['SLDCApproverIApproved'], commentRequired: false },
    ]);
  });

  it('offers no bulk Reject or Return, and nothing to a role without a queue', () => {
    for (const role of ['SLDCBusinessUser', 'SLDCApproverI', 'SLDCApproverII', 'Admin'] as const) {
      for (const a of bulkActionsOf(APPLICATION_WORKFLOW, role)) expect(['Forward', 'Approve']).toContain(a.action);
    }
    expect(bulkActionsOf(APPLICATION_WORKFLOW, 'Admin')).toEqual([]);
  });

  it("reads a registration processor's forward move, and a comment the table requires", () => {
    expect(bulkActionsOf(REGISTRATION_WORKFLOW, 'SLDCBusinessUser')).toEqual([
      {
        action: 'Forward',
        label: 'Verify and Forward',
        from: ['Submitted', 'PendingSTOACheck'],
        commentRequired: false,
      },
    ]);
    expect(bulkActionsOf(REGISTRATION_WORKFLOW, 'SLDCApproverII')).toEqual([
      { action: 'Approve', label: 'Approve', from: ['SLDCApproverIApproved'], commentRequired: false },
    ]);
    const asking = {
      ...REGISTRATION_WORKFLOW,
      transitions: REGISTRATION_WORKFLOW.transitions.map((t) =>
        t.from === 'PendingSTOACheck' && t.action === 'Forward' ? { ...t, commentRequired: true } : t,
      ),
    };
    expect(bulkActionsOf(asking, 'SLDCBusinessUser')[0]?.commentRequired).toBe(true);
  });
});
