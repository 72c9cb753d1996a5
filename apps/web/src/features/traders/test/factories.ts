/** Test data of the traders pages, shaped by the shared schemas. */
import type { AssociatedEntity, Trader } from '@stoa/shared';

export function buildTrader(overrides: Partial<Trader> = {}): Trader {
  return {
    id: 21,
    traderId: 21,
    entityName: 'Northeast Power Traders Pvt Ltd',
    registrationNo: 'STOA/TRD/2026/0001',
    issuingAuthority: 'CERC',
    tradingLicenceNo: 'CERC/TL/01',
    registrationEntityType: 'Trader',
    ...overrides,
  };
}

export function buildAssociatedEntity(overrides: Partial<AssociatedEntity> = {}): AssociatedEntity {
  return {
    id: 3,
    userId: 8,
    entityName: 'Itanagar Cement Works',
    entityType: 'DraweeEntity',
    registrationNo: 'STOA/DRW/2026/0003',
    expiredOn: '2027-03-31',
    contactNumber: '9436000008',
    email: 'meera.das@example.com',
    addedOn: '2026-11-21T06:00:00Z',
    ...overrides,
  };
}
