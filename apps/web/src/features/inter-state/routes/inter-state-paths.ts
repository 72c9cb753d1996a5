/** The inter-state registration URLs under /inter-state-registration (the access table's page 'interStateRegistration'). */
import { SECTOR_SLUGS, type RegisteredEntitySector } from '@stoa/shared';

const BASE = '/inter-state-registration';

export const interStatePaths = {
  list: BASE,
  create: (sector: RegisteredEntitySector) => `${BASE}/${SECTOR_SLUGS[sector]}/new`,
  view: (sector: RegisteredEntitySector, id: number) => `${BASE}/${SECTOR_SLUGS[sector]}/${id}`,
} as const;
