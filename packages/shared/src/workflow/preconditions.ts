/**
 * The named preconditions of workflow steps: the server evaluates them (platform/workflow, each workflow's
 * definition says how) and refuses the step with the message; the record's action bar carries the first failing
 * one so the web shows why a button is disabled.
 */
export const PRECONDITION_NAMES = [
  'documentsVerified',
  'mandatoryChecksPassed',
  'stoaCheckPassed',
  'clearanceChecksPassed',
  'isConsentingParty',
  'isOwner',
] as const;
export type PreconditionName = (typeof PRECONDITION_NAMES)[number];

/** What each one means, in the words of a disabled button's tooltip. */
export const PRECONDITION_LABELS: Record<PreconditionName, string> = {
  documentsVerified: 'Every document is verified as valid',
  mandatoryChecksPassed: 'The mandatory checks are met',
  stoaCheckPassed: 'The STOA check is passed',
  clearanceChecksPassed: "The clearance's checks are passed",
  isConsentingParty: 'Only the seller or the buyer named in the application answers',
  isOwner: "Only the record's owner takes this step",
};
