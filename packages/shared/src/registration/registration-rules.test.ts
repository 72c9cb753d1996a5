import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar/dates.ts';
import {
  addMonths,
  compareRegistrations,
  detailLines,
  registrationChanged,
  registrationRowFields,
  renewalStart,
  validityEnd,
} from './registration-rules.ts';
import {
  REGISTRATION_MESSAGES,
  exBusCapacity,
  hiddenRegistrationColumns,
  registrationDetailsSchema,
  stepOfPath,
  stepsFor,
} from './registration.schemas.ts';

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('validity', () => {
  it('runs one year from approval, the last day inclusive', () => {
    expect(validityEnd('2026-11-21', 12)).toBe('2027-11-20');
    expect(validityEnd('2028-02-29', 12)).toBe('2029-02-27');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
  it('always ends after it starts and within months × 31 days', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 120 }), (start, months) => {
        const end = validityEnd(start, months);
        return end >= start && end <= addDays(start, months * 31);
      }),
    );
  });
  it('a renewal approved early starts the day after the old validity; a late one on approval', () => {
    expect(renewalStart('2027-10-01', '2027-11-20')).toBe('2027-11-21');
    expect(renewalStart('2027-12-05', null)).toBe('2027-12-05');
  });
});

describe('the registration form rules (spec §5)', () => {
  const injecting = {
    connection: {
      transcoId: 1,
      discomId: null,
      voltageLevel: 33,
      dateOfOpenAccessStart: '2026-12-01',
      substationName: 'S',
      feederName: 'F',
      transmissionZone: 'Itanagar',
    },
    generator: {
      plantName: 'P',
      plantLocation: 'L',
      fuelCategory: 'RE',
      fuel: 'Solar power',
      generatorType: 'IPP',
      installedCapacity: 10,
      auxiliaryConsumption: 10,
      stoaInjectionQuantum: 5,
    },
    units: [
      { unitNo: 1, name: 'U', capacity: 11, commissioningDate: '2024-01-01', commercialOperationDate: '2024-02-01' },
    ],
    zones: [{ zone: 'Itanagar', connectivityPoints: 'Bus', zonefileId: null }],
    documents: [],
    declaration: {
      accurate: true,
      abideByRegulations: true,
      place: 'X',
      authorizedPersonName: 'Y',
      authorizedPersonDesignation: 'Z',
    },
  };
  const messages = (value: unknown) => {
    const r = registrationDetailsSchema('InjectingEntity').safeParse(value);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('gives the spec messages at the fields they are about, with the steps they belong to', () => {
    const m = messages(injecting);
    expect(m['generator.auxiliaryConsumption']).toBe(REGISTRATION_MESSAGES.auxiliary);
    expect(m['units']).toBe(REGISTRATION_MESSAGES.unitsTotal);
    expect(m['zones.0.zonefileId']).toBe(REGISTRATION_MESSAGES.zoneDocument);
    expect(stepOfPath(['generator', 'auxiliaryConsumption'])).toBe('generator');
    const quantum = messages({
      ...injecting,
      generator: { ...injecting.generator, auxiliaryConsumption: 2, stoaInjectionQuantum: 8.01 },
    });
    expect(quantum['generator.stoaInjectionQuantum']).toBe(REGISTRATION_MESSAGES.injectionQuantum);
    expect(exBusCapacity(10, 2)).toBe(8);
  });
  it('asks each entity type for its own steps', () => {
    expect(stepsFor('Trader')).toEqual(['licence', 'documents', 'declaration']);
    expect(stepsFor('BothEntity')).toEqual([
      'connection',
      'generator',
      'units',
      'zones',
      'consumer',
      'documents',
      'declaration',
    ]);
  });
  it('hides the columns of spec §3 per entity type', () => {
    expect(hiddenRegistrationColumns('BothEntity')).toEqual(
      expect.arrayContaining(['consumerNumber', 'transmissionZone', 'distributionZone']),
    );
    expect(hiddenRegistrationColumns('DraweeEntity')).toContain('stoaInjectionQuantum');
    expect(hiddenRegistrationColumns('InjectingEntity')).toContain('stoaDrawlQuantum');
    expect(registrationRowFields({ connection: { transmissionZone: 'Itanagar' } }).distributionZone).toBe('N/A');
  });
});

describe('the registration as labelled lines', () => {
  it('writes dates as the house date (spec §9): validity, commissioning and COD of each unit', () => {
    const details = {
      licence: { tradingLicenceNo: 'TL/1', licenceValidFrom: '2025-04-01', licenceValidTo: '2027-11-30' },
      units: [
        { unitNo: 1, name: 'U1', capacity: 5, commissioningDate: '2016-02-01', commercialOperationDate: '2016-03-15' },
      ],
    };
    const lines = detailLines('Trader', details);
    expect(lines.find((l) => l.key === 'licence.licenceValidTo')?.value).toBe('Nov 30, 2027');
    expect(lines.find((l) => l.key === 'licence.licenceValidFrom')?.value).toBe('Apr 01, 2025');
    const injecting = detailLines('InjectingEntity', details);
    expect(injecting.find((l) => l.key === 'units.0')?.value).toBe(
      'U1, 5 MW, commissioned Feb 01, 2016, COD Mar 15, 2016',
    );
    expect([...lines, ...injecting].filter((l) => /\d{4}-\d{2}-\d{2}/.test(l.value))).toEqual([]);
  });
});

describe('renewal comparison', () => {
  const before = {
    consumer: { contractDemand: 5, consumerNumber: 'A' },
    connection: { transcoId: 1 },
    declaration: { place: 'X' },
  };
  it('marks exactly the changed lines', () => {
    const after = { ...before, consumer: { ...before.consumer, contractDemand: 6 } };
    const lines = compareRegistrations('DraweeEntity', before, after);
    expect(lines.filter((l) => l.changed).map((l) => [l.label, l.previous, l.current])).toEqual([
      ['Contract Demand (MW)', '5', '6'],
    ]);
    expect(registrationChanged('DraweeEntity', before, after)).toBe(true);
  });
  it('does not count the declaration as a change', () => {
    expect(registrationChanged('DraweeEntity', before, { ...before, declaration: { place: 'Y' } })).toBe(false);
    expect(registrationChanged('DraweeEntity', before, structuredClone(before))).toBe(false);
  });
});
