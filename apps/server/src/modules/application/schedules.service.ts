/**
 * Applications' schedules for other modules (e-bidding now; revision and curtailment next): reading applications
 * and their day rows, locking corridor margins, holding capacity, writing allocations and statuses set-based, and
 * the workflow definition their System steps are recorded on. The application module keeps its SQL private; these
 * are the doors.
 */
export { applicationDefinition, type ApplicationDefinition } from './application-workflow.ts';
export {
  daysOf,
  daysOfMany,
  eBiddingChargeOf,
  findApplications,
  setStatuses,
  writeAllocations,
  type ApplicationRecord,
  type DayRow,
} from './application.repository.ts';
export { daysEnergy } from './application-records.ts';
export { changeAllocated, corridorLoads, lockedMargins, remainingOf } from './capacity.ts';
export {
  allocatedScheduleOf,
  consequencesOf,
  preview,
  reduceSchedules,
  scheduleHistoryOf,
  type ScheduleConsequence,
  type ScheduleReduction,
  type ScheduleSource,
} from './schedule-changes.ts';
export { schedulesBefore } from './schedule-before.ts';
export {
  approvedOf,
  liveOnCorridor,
  partiesOf,
  scheduledOf,
  type ScheduledApplication,
} from './schedule-changes.repository.ts';
