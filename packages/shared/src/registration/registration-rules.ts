/**
 * Registration rules that are not a form's: validity (DOMAIN §7), the list row's derived columns, and the
 * comparison of a renewal with the registration it renews (the comparison PDF and the Renew button's
 * "unchanged" rule read the same function).
 */
import type { EntityType } from '../auth/roles.ts';
import { addDays, formatDisplayDate, isIsoDate } from '../calendar/dates.ts';
import {
  CONSUMER_TYPES,
  DOCUMENT_TYPES,
  FUEL_CATEGORY_LABELS,
  REGISTRATION_STEPS,
  stepsFor,
  zoneOrNa,
  type FuelCategory,
  type RegistrationStep,
} from './registration.schemas.ts';

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The validity of an approved registration: from `start` for `months` months, the last day inclusive
 * (approved 2026-11-21 for 12 months → valid to 2027-11-20).
 */
export function validityEnd(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/**
 * Where a renewal's validity starts: the day after the renewed registration ends when it is still in force (no
 * days are lost by renewing early), else the approval date.
 */
export function renewalStart(approvedOn: string, previousExpiredOn: string | null): string {
  if (previousExpiredOn && previousExpiredOn >= approvedOn) return addDays(previousExpiredOn, 1);
  return approvedOn;
}

type Details = Record<string, unknown>;
const part = (d: Details, key: string): Record<string, unknown> =>
  d[key] && typeof d[key] === 'object' ? (d[key] as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** The list row's columns that come from the form (spec §3 Extended registration row). */
export function registrationRowFields(details: Details) {
  const connection = part(details, 'connection');
  const generator = part(details, 'generator');
  const consumer = part(details, 'consumer');
  const licence = part(details, 'licence');
  const zones = Array.isArray(details['zones']) ? (details['zones'] as Record<string, unknown>[]) : [];
  const points = zones.map((z) => str(z['connectivityPoints'])).filter((p): p is string => p !== null);
  const connectivity =
    points.length > 0
      ? points.join('; ')
      : [str(connection['substationName']), str(connection['feederName'])].filter(Boolean).join(' / ') || null;
  return {
    issuingAuthority: str(licence['issuingAuthority']),
    tradingLicenceNo: str(licence['tradingLicenceNo']),
    consumerNumber: str(consumer['consumerNumber']),
    dateOfOpenAccessStart: str(connection['dateOfOpenAccessStart']),
    stoaInjectionQuantum: num(generator['stoaInjectionQuantum']),
    stoaDrawlQuantum: num(consumer['stoaDrawlQuantum']),
    connectivity,
    transmissionZone: zoneOrNa(str(connection['transmissionZone'])),
    distributionZone: zoneOrNa(str(connection['distributionZone'])),
  };
}

/** Field labels for the comparison and the detail PDF, per step. */
export const REGISTRATION_FIELD_LABELS: Record<string, string> = {
  'connection.transcoId': 'TRANSCO',
  'connection.discomId': 'DISCOM',
  'connection.voltageLevel': 'Voltage Level (kV)',
  'connection.dateOfOpenAccessStart': 'Date of Open Access Start',
  'connection.substationName': 'Sub-station',
  'connection.feederName': 'Feeder',
  'connection.transmissionZone': 'Transmission Zone',
  'connection.distributionZone': 'Distribution Zone',
  'generator.plantName': 'Plant Name',
  'generator.plantLocation': 'Plant Location',
  'generator.fuelCategory': 'Fuel Category',
  'generator.fuel': 'Fuel',
  'generator.fuelOther': 'Other Fuel',
  'generator.generatorType': 'Generator Type',
  'generator.installedCapacity': 'Installed Capacity (MW)',
  'generator.auxiliaryConsumption': 'Auxiliary Consumption (MW)',
  'generator.stoaInjectionQuantum': 'STOA Injection Quantum (MW)',
  'consumer.consumerNumber': 'Consumer Number',
  'consumer.consumerType': 'Consumer Type',
  'consumer.contractDemand': 'Contract Demand (MW)',
  'consumer.sanctionedLoad': 'Sanctioned Load (MW)',
  'consumer.stoaDrawlQuantum': 'STOA Drawl Quantum (MW)',
  'consumer.dedicatedFeeder': 'Dedicated Feeder',
  'licence.tradingLicenceNo': 'Trading Licence No.',
  'licence.issuingAuthority': 'Issuing Authority',
  'licence.category': 'Category',
  'licence.licenceValidFrom': 'Licence Valid From',
  'licence.licenceValidTo': 'Licence Valid To',
  'declaration.place': 'Place',
  'declaration.authorizedPersonName': 'Authorized Person Name',
  'declaration.authorizedPersonDesignation': 'Authorized Person Designation',
};

export interface DetailLine {
  step: RegistrationStep;
  key: string;
  label: string;
  value: string;
}

function show(value: unknown, names: Record<string, string>, key: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A date of the form ('YYYY-MM-DD') as the portal shows dates (spec §9), on screen, in the PDF and the comparison.
  if (typeof value === 'string' && isIsoDate(value)) return formatDisplayDate(value);
  if (key.endsWith('Id') && names[`${key}:${String(value)}`]) return names[`${key}:${String(value)}`]!;
  if (key === 'generator.fuelCategory') return FUEL_CATEGORY_LABELS[value as FuelCategory] ?? String(value);
  if (key === 'consumer.consumerType' && !(CONSUMER_TYPES as readonly string[]).includes(String(value)))
    return String(value);
  return String(value);
}

/**
 * The registration as labelled lines, step by step (detail PDF, comparison). `names` turns ids into names
 * ("connection.transcoId:3" → "State Transmission Corporation"); documents are listed by type.
 */
export function detailLines(
  entityType: EntityType,
  details: Details,
  names: Record<string, string> = {},
): DetailLine[] {
  const lines: DetailLine[] = [];
  for (const step of stepsFor(entityType)) {
    if (step === 'units') {
      const units = Array.isArray(details['units']) ? (details['units'] as Record<string, unknown>[]) : [];
      units.forEach((u, i) =>
        lines.push({
          step,
          key: `units.${i}`,
          label: `Unit ${show(u['unitNo'], names, '')}`,
          value: `${show(u['name'], names, '')}, ${show(u['capacity'], names, '')} MW, commissioned ${show(u['commissioningDate'], names, '')}, COD ${show(u['commercialOperationDate'], names, '')}`,
        }),
      );
    } else if (step === 'zones') {
      const zones = Array.isArray(details['zones']) ? (details['zones'] as Record<string, unknown>[]) : [];
      zones.forEach((z, i) =>
        lines.push({
          step,
          key: `zones.${i}`,
          label: `Zone ${show(z['zone'], names, '')}`,
          value: show(z['connectivityPoints'], names, ''),
        }),
      );
    } else if (step === 'documents') {
      const docs = Array.isArray(details['documents']) ? (details['documents'] as Record<string, unknown>[]) : [];
      docs.forEach((doc) => {
        const type = String(doc['documentType']);
        const label = (DOCUMENT_TYPES as Record<string, { label: string }>)[type]?.label ?? type;
        lines.push({
          step,
          key: `documents.${type}`,
          label,
          value: names[`file:${String(doc['fileId'])}`] ?? 'Uploaded',
        });
      });
    } else {
      const values = part(details, step);
      for (const [key, label] of Object.entries(REGISTRATION_FIELD_LABELS)) {
        if (!key.startsWith(`${step}.`)) continue;
        const field = key.slice(step.length + 1);
        if (step === 'declaration' && !(field in values)) continue;
        lines.push({ step, key, label, value: show(values[field], names, key) });
      }
    }
  }
  return lines;
}

export interface ComparisonLine {
  step: string;
  label: string;
  previous: string;
  current: string;
  changed: boolean;
}

/** Old vs new, line by line (a line only on one side shows '—' on the other). */
export function compareRegistrations(
  entityType: EntityType,
  previous: Details,
  current: Details,
  names: Record<string, string> = {},
): ComparisonLine[] {
  const before = detailLines(entityType, previous, names);
  const after = detailLines(entityType, current, names);
  const keys = [...new Set([...before.map((l) => l.key), ...after.map((l) => l.key)])];
  return keys.map((key) => {
    const b = before.find((l) => l.key === key);
    const a = after.find((l) => l.key === key);
    const previousValue = b?.value ?? '—';
    const currentValue = a?.value ?? '—';
    const step = (a ?? b)!.step;
    return {
      step: REGISTRATION_STEPS[step],
      label: (a ?? b)!.label,
      previous: previousValue,
      current: currentValue,
      changed: previousValue !== currentValue,
    };
  });
}

/** Has anything the applicant typed changed (the Renew button's rule, spec §4)? Declarations do not count. */
export function registrationChanged(entityType: EntityType, previous: Details, current: Details): boolean {
  return compareRegistrations(entityType, previous, current).some(
    (l) => l.changed && l.step !== REGISTRATION_STEPS.declaration,
  );
}
