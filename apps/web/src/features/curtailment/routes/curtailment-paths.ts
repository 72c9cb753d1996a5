/** The curtailment URLs (the access table's page 'curtailment'): the list, the SLDC's new curtailment, a record. */
import { LIST_LINKS, RECORD_LINKS, can, type Role } from '@stoa/shared';

export const curtailmentPaths = {
  list: LIST_LINKS.curtailments,
  newCurtailment: `${LIST_LINKS.curtailments}/new`,
  record: RECORD_LINKS.curtailment,
} as const;

/** The SLDC business user plans and applies curtailments. */
export const canApplyCurtailment = (role: Role | null) => can(role, 'curtailmentApply');

export const NEW_CURTAILMENT = 'New Curtailment';
