import type { CorridorKind } from '@stoa/shared';

/** How the pages name a kind (the nav's 'Intra-State Uploads', 'Inter-State View/Edit'). */
export const ATC_KIND_LABELS: Record<CorridorKind, string> = {
  IntraState: 'Intra-State',
  InterState: 'Inter-State',
};
