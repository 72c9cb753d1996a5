/** Inter-state payloads and calls for the server tests: documents go through the real upload route. */
import { expect } from 'vitest';
import type { RegisteredEntitySector, SignedInUser } from '@stoa/shared';
import { uploadDocument } from '../../test/registration-fixtures.ts';
import { call, type TestApp } from '../../test/test-app.ts';

export const BASE = '/api/InterStateRegistration';

/** A complete, valid payload of `sector` (documents uploaded by `user`). */
export async function validInterState(
  t: TestApp,
  user: SignedInUser,
  sector: RegisteredEntitySector,
): Promise<Record<string, unknown>> {
  return {
    general: { sector, rldc: 'NERLDC', intraStateRegistrationNo: null },
    connection: {
      connectivityPoint: 'Chimpu 132 kV bus',
      voltageLevel: 132,
      transmissionZone: 'Itanagar',
      maxInjectionMw: 0,
      maxDrawlMw: 12.5,
      meterNumber: 'SEM-NE-0042',
    },
    contact: {
      contactPersonName: 'Meera Das',
      contactPersonDesignation: 'Manager',
      contactNumber: '9436000008',
      contactEmail: 'meera.das@example.com',
    },
    documents: [
      { documentType: 'authorisationLetter', fileId: await uploadDocument(t, user, 'letter.pdf') },
      { documentType: 'meterCertificate', fileId: await uploadDocument(t, user, 'meter.pdf') },
    ],
    declaration: {
      accurate: true,
      place: 'Itanagar',
      authorizedPersonName: 'Meera Das',
      authorizedPersonDesignation: 'Director',
    },
  };
}

export function submitInterState(
  t: TestApp,
  user: SignedInUser,
  details: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return call(t, 'POST', `${BASE}/Submit`, { isDraft: false, details, ...extra }, user);
}

export function actOn(
  t: TestApp,
  user: SignedInUser,
  path: 'ApproveAndForward' | 'Reject' | 'SeekClarification' | 'Approve',
  id: number,
  comments?: string,
) {
  return call(t, 'POST', `${BASE}/${path}/${id}`, comments ? { comments } : {}, user);
}

export function getInterState(t: TestApp, user: SignedInUser, id: number) {
  return call(t, 'GET', `${BASE}/Get/${id}`, undefined, user);
}

/** The SLDC marks every document valid. */
export async function verifyAllDocuments(t: TestApp, sldc: SignedInUser, id: number) {
  const files = (await getInterState(t, sldc, id)).body.data.files as { fileId: string }[];
  const res = await call(
    t,
    'POST',
    `${BASE}/SaveFileValidationDetails/${id}`,
    { files: files.map((f) => ({ fileId: f.fileId, isValid: true })) },
    sldc,
  );
  expect(res.status).toBe(200);
}
