import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../auth/roles.ts';
import {
  WORKFLOW_ACTIONS,
  actionsFor,
  formActionsFor,
  nextActors,
  nextStatus,
  type WorkflowAction,
} from '../workflow/engine.ts';
import {
  RECORD_STATUSES,
  REGISTRATION_WORKFLOW,
  type RecordStatus,
  type RegistrationRoute,
} from './registration-workflow.ts';

const OA: RegistrationRoute = { involvesDiscom: true, involvesTransco: true };
const INJECTING: RegistrationRoute = { involvesDiscom: false, involvesTransco: true };
const TRADER: RegistrationRoute = { involvesDiscom: false, involvesTransco: false };
const ROUTES = { OA, INJECTING, TRADER } as const;

/**
 * The expected table, written out by hand from DOMAIN §7 (not derived from the implementation): every allowed
 * (status, role, action, route) and where it leads. Everything not listed must be refused.
 */
const RETURNED = ['SLDCReturned', 'DISCOMReturned', 'TRANSCOReturned', 'STOAReturned', 'Returned'] as const;
const allRoutes = (to: RecordStatus) => ({ OA: to, INJECTING: to, TRADER: to });
const EXPECTED: readonly (readonly [
  RecordStatus,
  Role,
  WorkflowAction,
  Partial<Record<keyof typeof ROUTES, RecordStatus>>,
])[] = [
  ...(['Draft', ...RETURNED] as const).flatMap((s) => [
    [s, 'OABusinessUser', 'Submit', allRoutes('Submitted')] as const,
    [s, 'Trader', 'Submit', allRoutes('Submitted')] as const,
  ]),
  [
    'Submitted',
    'SLDCBusinessUser',
    'Forward',
    { OA: 'PendingDISCOMApproval', INJECTING: 'PendingTRANSCOApproval', TRADER: 'PendingSTOACheck' },
  ],
  ['Submitted', 'SLDCBusinessUser', 'Reject', allRoutes('SLDCRejected')],
  ['Submitted', 'SLDCBusinessUser', 'Return', allRoutes('SLDCReturned')],
  // A DISCOM step exists only on routes with a DISCOM, but the table row itself does not depend on it.
  [
    'PendingDISCOMApproval',
    'DISCOMBusinessUser',
    'Forward',
    { OA: 'PendingTRANSCOApproval', INJECTING: 'PendingTRANSCOApproval', TRADER: 'PendingSTOACheck' },
  ],
  ['PendingDISCOMApproval', 'DISCOMBusinessUser', 'Reject', allRoutes('DISCOMRejected')],
  ['PendingDISCOMApproval', 'DISCOMBusinessUser', 'Return', allRoutes('DISCOMReturned')],
  ['PendingTRANSCOApproval', 'TRANSCOBusinessUser', 'Forward', allRoutes('PendingSTOACheck')],
  ['PendingTRANSCOApproval', 'TRANSCOBusinessUser', 'Reject', allRoutes('TRANSCORejected')],
  ['PendingTRANSCOApproval', 'TRANSCOBusinessUser', 'Return', allRoutes('TRANSCOReturned')],
  ['PendingSTOACheck', 'SLDCBusinessUser', 'Forward', allRoutes('STOAApproved')],
  ['PendingSTOACheck', 'SLDCBusinessUser', 'Reject', allRoutes('STOARejected')],
  ['PendingSTOACheck', 'SLDCBusinessUser', 'Return', allRoutes('STOAReturned')],
  ['STOAApproved', 'SLDCApproverI', 'Forward', allRoutes('SLDCApproverIApproved')],
  ['STOAApproved', 'SLDCApproverI', 'Reject', allRoutes('Rejected')],
  ['STOAApproved', 'SLDCApproverI', 'Return', allRoutes('Returned')],
  ['SLDCApproverIApproved', 'SLDCApproverII', 'Approve', allRoutes('Approved')],
  ['SLDCApproverIApproved', 'SLDCApproverII', 'Reject', allRoutes('Rejected')],
  ['SLDCApproverIApproved', 'SLDCApproverII', 'Return', allRoutes('Returned')],
];

function expected(
  status: RecordStatus,
  role: Role,
  action: WorkflowAction,
  route: keyof typeof ROUTES,
): RecordStatus | null {
  const row = EXPECTED.find(([s, r, a]) => s === status && r === role && a === action);
  return row?.[3][route] ?? null;
}

describe('the registration transition table', () => {
  for (const status of RECORD_STATUSES) {
    for (const role of ROLES) {
      it(`${status} × ${role}: every action allowed or refused as DOMAIN §7 says`, () => {
        for (const action of WORKFLOW_ACTIONS) {
          for (const route of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
            expect(
              nextStatus(REGISTRATION_WORKFLOW, status, role, action, ROUTES[route]),
              `${action} on ${route}`,
            ).toBe(expected(status, role, action, route));
          }
        }
      });
    }
  }

  it('never lets a final status move by a user action', () => {
    for (const status of [
      'Approved',
      'Expired',
      'Renewed',
      'Rejected',
      'SLDCRejected',
      'DISCOMRejected',
      'TRANSCORejected',
      'STOARejected',
    ] as const) {
      for (const role of ROLES) expect(actionsFor(REGISTRATION_WORKFLOW, status, role, OA)).toEqual([]);
    }
  });

  it('gives each screen its form actions (spec §4)', () => {
    const viewer = { isOwner: false, canView: true };
    expect(formActionsFor(REGISTRATION_WORKFLOW, 'Submitted', 'SLDCBusinessUser', OA, viewer)).toEqual([
      'Forward',
      'Reject',
      'Return',
    ]);
    expect(formActionsFor(REGISTRATION_WORKFLOW, 'SLDCApproverIApproved', 'SLDCApproverII', OA, viewer)).toEqual([
      'Approve',
      'Reject',
      'Return',
    ]);
    expect(formActionsFor(REGISTRATION_WORKFLOW, 'Submitted', 'SLDCApproverI', OA, viewer)).toEqual(['ReadOnly']);
    expect(
      formActionsFor(REGISTRATION_WORKFLOW, 'DISCOMReturned', 'OABusinessUser', OA, { isOwner: true, canView: true }),
    ).toEqual(['Write']);
    expect(
      formActionsFor(REGISTRATION_WORKFLOW, 'Submitted', 'OABusinessUser', OA, { isOwner: true, canView: true }),
    ).toEqual(['ReadOnly']);
    expect(
      formActionsFor(REGISTRATION_WORKFLOW, 'Submitted', 'DISCOMBusinessUser', OA, { isOwner: false, canView: false }),
    ).toEqual(['NoOP']);
  });

  it('names who acts next (whom to notify)', () => {
    expect(nextActors(REGISTRATION_WORKFLOW, 'Submitted', OA)).toEqual(['SLDCBusinessUser']);
    expect(nextActors(REGISTRATION_WORKFLOW, 'PendingDISCOMApproval', OA)).toEqual(['DISCOMBusinessUser']);
    expect(nextActors(REGISTRATION_WORKFLOW, 'Approved', OA)).toEqual([]);
    expect(nextActors(REGISTRATION_WORKFLOW, 'SLDCReturned', OA)).toEqual([]);
  });
});
