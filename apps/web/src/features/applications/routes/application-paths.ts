/** The application URLs under /applications (the access table's page 'applications', spec §2.2). */
import {
  APPLICATION_LIST_TYPES,
  APPLICATION_TYPES,
  type ApplicationListType,
  type ApplicationType,
} from '@stoa/shared';

const BASE = '/applications';

export function isApplicationType(value: string | undefined): value is ApplicationType {
  return (APPLICATION_TYPES as readonly string[]).includes(value ?? '');
}

export function isApplicationListType(value: string | undefined): value is ApplicationListType {
  return (APPLICATION_LIST_TYPES as readonly string[]).includes(value ?? '');
}

export const DEFAULT_LIST_TYPE: ApplicationListType = 'DayAhead';

export const applicationPaths = {
  oaList: `${BASE}/oa`,
  /** A new application of a type, or the owner's record (the form while it is editable). */
  oaApplication: (type: ApplicationType, id?: number) => `${BASE}/oa/${type}${id === undefined ? '' : `/${id}`}`,
  sldcList: (type: ApplicationListType = DEFAULT_LIST_TYPE) => `${BASE}/sldc/${type}`,
  sldcApplication: (type: ApplicationListType, id: number) => `${BASE}/sldc/${type}/${id}`,
} as const;
