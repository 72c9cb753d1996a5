/**
 * The standing clearance URLs: the applicants' consent pages (access table page 'consent') and the SLDC's standing
 * clearance pages (page 'standingClearance'). A record opens under the area its reader works in.
 */
const CONSENT = '/consent-for-inter-state-stoa-transactions';
const SLDC = '/standing-clearance-power';

export type ClearanceArea = 'consent' | 'sldc';

export const clearancePaths = {
  consentList: CONSENT,
  apply: (id?: number) => (id ? `${CONSENT}/apply/${id}` : `${CONSENT}/apply`),
  sldcList: SLDC,
  /** The record page: applicants read theirs under consent, the SLDC roles under standing-clearance-power. */
  view: (id: number, isApplicant: boolean) => `${isApplicant ? CONSENT : SLDC}/${id}`,
  list: (isApplicant: boolean) => (isApplicant ? CONSENT : SLDC),
} as const;
