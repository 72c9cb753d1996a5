/** The registration URLs under /registrations (the access table's page 'registrations'). */
import type { EntityType } from '@stoa/shared';

const BASE = '/registrations';

export const registrationPaths = {
  list: BASE,
  renewals: `${BASE}/renew`,
  create: `${BASE}/new`,
  renew: (previousId: number) => `${BASE}/renew/${previousId}`,
  edit: (entityType: EntityType, id: number) => `${BASE}/edit/${entityType}/${id}`,
  view: (entityType: EntityType, id: number) => `${BASE}/view/${entityType}/${id}`,
} as const;
