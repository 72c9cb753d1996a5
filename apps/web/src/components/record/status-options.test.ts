import { describe, expect, it } from 'vitest';
import { INTER_STATE_WORKFLOW, REGISTRATION_WORKFLOW, STANDING_CLEARANCE_WORKFLOW } from '@stoa/shared';
import { statusOptionsOf } from './status-options.ts';

describe('statusOptionsOf', () => {
  it("gives a workflow's own filter options in the spec's order", () => {
    expect(statusOptionsOf(REGISTRATION_WORKFLOW)).toEqual([
      { value: 'Submitted', label: 'Pending SLDC verification' },
      { value: 'PendingDISCOMApproval', label: 'Pending DISCOM approval' },
      { value: 'PendingSTOACheck', label: 'Pending STOA availability check' },
      { value: 'PendingTRANSCOApproval', label: 'Pending TRANSCO approval' },
      { value: 'SLDCApproverIApproved', label: 'Pending SLDC approval' },
    ]);
  });

  it('else every status by its label, drafts only where the list shows them', () => {
    const statuses = statusOptionsOf(STANDING_CLEARANCE_WORKFLOW);
    expect(statuses.map((o) => o.value)).toEqual(STANDING_CLEARANCE_WORKFLOW.statuses.filter((s) => s !== 'Draft'));
    expect(statuses.find((o) => o.value === 'Returned')?.label).toBe('Returned for clarification');
    expect(statusOptionsOf(INTER_STATE_WORKFLOW, { showsDrafts: true })[0]).toEqual({ value: 'Draft', label: 'Draft' });
  });
});
