// Issue 13: registration, inter-state and standing-clearance still import workflowCalendar from here; their
// conversion imports calendar.service.ts (the module's public face) and this file goes.
export { workflowCalendar } from './calendar.service.ts';
