/**
 * Where each record type's timeline is read (like file/record-checks.ts for documents): through its own module's
 * detail read, so the export sees a record exactly when that record's detail route does — the same 404 for an
 * unknown id, the same 403 for a record the caller may not see, the same narrowing per role.
 */
import { APPLICATION_TYPE_LABELS, ENTITY_TYPE_LABELS, type TimelineEntry, type TimelineRecordType } from '@stoa/shared';
import type { Principal } from '../../platform/access-guard.ts';
import type { ApplicationService } from '../application/application.service.ts';
import type { InterStateService } from '../inter-state/inter-state.service.ts';
import type { RegistrationService } from '../registration/registration.service.ts';
import type { RevisionService } from '../revision/revision.service.ts';
import type { StandingClearanceService } from '../standing-clearance/standing-clearance.service.ts';

/** What the documents print of a record: what it is, its number (or #id before one is issued), its steps. */
export interface RecordTimeline {
  title: string;
  reference: string;
  timeline: TimelineEntry[];
}

export type TimelineSource = (principal: Principal, id: number) => Promise<RecordTimeline>;
export type TimelineSources = Record<TimelineRecordType, TimelineSource>;

const referenceOf = (number: string | null, id: number) => number ?? `#${id}`;

/** The registry over the modules' own services (the app's, built once in app.ts). */
export function createTimelineSources({
  registrations,
  interState,
  applications,
  clearances,
  revisions,
}: {
  registrations: RegistrationService;
  interState: InterStateService;
  applications: ApplicationService;
  clearances: StandingClearanceService;
  revisions: RevisionService;
}): TimelineSources {
  return {
    // The detail route takes the entity type; forDocument reads by id with the same visibility.
    Registration: async (principal, id) => {
      const { detail } = await registrations.forDocument(principal, id);
      const what = detail.kind === 'Renewal' ? 'Renewal of registration' : 'Registration';
      return {
        title: `${what}: ${detail.entityName} (${ENTITY_TYPE_LABELS[detail.entityType]})`,
        reference: referenceOf(detail.registrationNo, detail.id),
        timeline: detail.timeline,
      };
    },
    InterStateRegistration: async (principal, id) => {
      const detail = await interState.get(principal, id);
      return {
        title: `Inter-state registration: ${detail.entityName} (${detail.sector})`,
        reference: referenceOf(detail.registrationNo, detail.id),
        timeline: detail.timeline,
      };
    },
    Application: async (principal, id) => {
      const detail = await applications.get(principal, id);
      return {
        title: `${APPLICATION_TYPE_LABELS[detail.type]} application: ${detail.applicant.name}`,
        reference: referenceOf(detail.applicationNo, detail.id),
        timeline: detail.timeline,
      };
    },
    StandingClearance: async (principal, id) => {
      const detail = await clearances.get(principal, id);
      return {
        title: `Standing clearance: ${detail.entityName}`,
        reference: referenceOf(detail.clearanceNo, detail.id),
        timeline: detail.timeline,
      };
    },
    Revision: async (principal, id) => {
      const detail = await revisions.get(principal, id);
      return {
        title: `Revision of ${detail.applicationNo}: ${detail.applicantName}`,
        reference: detail.revisionNo,
        timeline: detail.timeline,
      };
    },
  };
}
