/**
 * Registration payloads and a walk through the chain for server tests (issue #5): documents are uploaded through
 * the real upload route, utilities come from the real seed.
 */
import { expect } from 'vitest';
import {
  documentTypesFor,
  groupUtilities,
  type EntityType,
  type SignedInUser,
  type UtilityZoneRow,
} from '@stoa/shared';
import { settleDues } from './payment-fixtures.ts';
import { call, type TestApp } from './test-app.ts';
import { pdfBytes, upload } from './upload.ts';

export async function uploadDocument(t: TestApp, user: SignedInUser, name = 'document.pdf'): Promise<string> {
  const res = await upload(t, user, 'Registration', name, pdfBytes(name));
  expect(res.status).toBe(200);
  return (res.body.data as { id: string }).id;
}

export async function utilitiesOf(t: TestApp, user: SignedInUser) {
  const rows = (await call(t, 'GET', '/api/Registration/GetTranscomsDISCOMs', undefined, user)).body.data
    .transcoDiscomList as UtilityZoneRow[];
  const grouped = groupUtilities(rows);
  const transco = grouped.find((u) => u.type === 'TRANSCO')!;
  const eastern = grouped.find((u) => u.name === 'Eastern Power Distribution Company')!;
  const western = grouped.find((u) => u.name === 'Western Power Distribution Company')!;
  return { transco, eastern, western };
}

/** A complete, valid payload of an entity type (documents uploaded by `user`). */
export async function validDetails(
  t: TestApp,
  user: SignedInUser,
  entityType: EntityType,
  options: { discom?: 'eastern' | 'western' | null } = {},
): Promise<Record<string, unknown>> {
  const u = await utilitiesOf(t, user);
  const discom = options.discom === null ? null : options.discom === 'western' ? u.western : u.eastern;
  const documents = [];
  for (const documentType of documentTypesFor(entityType)) {
    documents.push({ documentType, fileId: await uploadDocument(t, user, `${documentType}.pdf`) });
  }
  const declaration = {
    accurate: true,
    abideByRegulations: true,
    place: 'Itanagar',
    authorizedPersonName: 'Meera Das',
    authorizedPersonDesignation: 'Director',
  };
  if (entityType === 'Trader') {
    return {
      licence: {
        tradingLicenceNo: 'CERC/TL/2025/07',
        issuingAuthority: 'CERC',
        category: 'III',
        licenceValidFrom: '2025-01-01',
        licenceValidTo: '2029-12-31',
      },
      documents,
      declaration,
    };
  }
  const details: Record<string, unknown> = {
    connection: {
      transcoId: u.transco.id,
      discomId: discom?.id ?? null,
      voltageLevel: 33,
      dateOfOpenAccessStart: '2026-12-01',
      substationName: 'Chimpu 132/33 kV',
      feederName: 'Feeder 4',
      transmissionZone: discom === u.western ? 'Dirang' : 'Itanagar',
      distributionZone: discom ? (discom === u.western ? 'Dirang' : 'Itanagar') : null,
    },
    documents,
    declaration,
  };
  if (entityType === 'InjectingEntity' || entityType === 'BothEntity') {
    details['generator'] = {
      plantName: 'Ranganadi Solar Park',
      plantLocation: 'Yazali, Lower Subansiri',
      fuelCategory: 'RE',
      fuel: 'Solar power',
      generatorType: 'IPP',
      installedCapacity: 25,
      auxiliaryConsumption: 1.5,
      stoaInjectionQuantum: 20,
    };
    details['units'] = [
      {
        unitNo: 1,
        name: 'Block A',
        capacity: 12.5,
        commissioningDate: '2024-03-01',
        commercialOperationDate: '2024-04-01',
      },
      {
        unitNo: 2,
        name: 'Block B',
        capacity: 12.5,
        commissioningDate: '2024-06-01',
        commercialOperationDate: '2024-07-01',
      },
    ];
    details['zones'] = [
      {
        zone: 'Itanagar',
        connectivityPoints: 'Chimpu 132 kV bus',
        zonefileId: await uploadDocument(t, user, 'zone.pdf'),
      },
    ];
  }
  if (entityType === 'DraweeEntity' || entityType === 'BothEntity') {
    details['consumer'] = {
      consumerNumber: 'EPDC-33-0042',
      consumerType: 'Full Open Access Consumer',
      contractDemand: 5,
      sanctionedLoad: 6,
      stoaDrawlQuantum: 4,
      dedicatedFeeder: true,
    };
  }
  return details;
}

export async function submit(
  t: TestApp,
  user: SignedInUser,
  entityType: EntityType,
  details: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return call(
    t,
    'POST',
    `/api/Registration/Submit${entityType}Registration`,
    { isDraft: false, details, ...extra },
    user,
  );
}

export async function act(
  t: TestApp,
  user: SignedInUser,
  path: 'ApproveAndForward' | 'Reject' | 'SeekClarification' | 'Approve',
  id: number,
  entityType: EntityType,
  comments?: string,
) {
  return call(t, 'POST', `/api/Registration/${path}/${id}/${entityType}`, comments ? { comments } : {}, user);
}

/** The SLDC marks every document valid. */
export async function verifyAll(t: TestApp, sldc: SignedInUser, id: number, entityType: EntityType) {
  const files = (
    await call(t, 'GET', `/api/Registration/GetFileValidationDetails/${id}/${entityType}`, undefined, sldc)
  ).body.data as { fileId: string }[];
  const res = await call(
    t,
    'POST',
    `/api/Registration/SaveFileValidationDetails/${id}/${entityType}`,
    { files: files.map((f) => ({ fileId: f.fileId, isValid: true })) },
    sldc,
  );
  expect(res.status).toBe(200);
}

/** Who takes the next step of a registration in each status (DOMAIN §7 chain). */
const NEXT_ACTOR: Record<string, string> = {
  Submitted: 'sldc',
  PendingDISCOMApproval: 'discom',
  PendingTRANSCOApproval: 'transco',
  PendingSTOACheck: 'sldc',
  STOAApproved: 'approver1',
  SLDCApproverIApproved: 'approver2',
};

/** Runs a submitted registration through every step of its chain to Approved (documents verified first). */
export async function approveThroughChain(
  t: TestApp,
  as: Record<string, SignedInUser>,
  id: number,
  entityType: EntityType,
): Promise<void> {
  await verifyAll(t, as['sldc']!, id, entityType);
  for (let step = 0; step < 8; step += 1) {
    const res = await call(t, 'GET', `/api/Registration/Get${entityType}Registration/${id}`, undefined, as['sldc']);
    const status = res.body.data.status.status as string;
    if (status === 'Approved') return;
    const actor = NEXT_ACTOR[status];
    if (!actor) throw new Error(`Registration ${id} stuck in ${status}`);
    // The STOA check requires the fee paid (issue 17): arranged here, paying is payment.routes.test's subject.
    if (status === 'PendingSTOACheck') await settleDues(t, 'Registration', id);
    const done = await act(
      t,
      as[actor]!,
      status === 'SLDCApproverIApproved' ? 'Approve' : 'ApproveAndForward',
      id,
      entityType,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  throw new Error(`Registration ${id} not approved after 8 steps`);
}
