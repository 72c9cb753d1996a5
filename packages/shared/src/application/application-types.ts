/** Application types (spec §3 Enumerations; DOMAIN §3). Keys are the API's; labels are the screens'. */
export const APPLICATION_TYPES = ['Advance', 'FCFS', 'DayAhead', 'ContingencyDayAhead', 'ContingencySameDay'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export const APPLICATION_TYPE_LABELS: Record<ApplicationType, string> = {
  Advance: 'Advance',
  FCFS: 'First Come First Serve',
  DayAhead: 'Day-ahead',
  ContingencyDayAhead: 'Contingency Day-Ahead',
  ContingencySameDay: 'Contingency Same-Day',
};
