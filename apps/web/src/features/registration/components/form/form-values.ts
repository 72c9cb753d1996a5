/**
 * The registration form's values and the details payload (spec §3, DOMAIN §1). The form keeps what the inputs show
 * (text for numbers, the uploaded file with its name); the payload is what the shared schema checks and the server
 * stores. Only the parts of the entity type's steps go into the payload.
 */
import { OTHERS, documentTypesFor, stepsFor, type DocumentType, type EntityType, type FileDetail } from '@stoa/shared';
import type { UploadedFileRef } from '../../../../components/file-upload.tsx';

export interface ConnectionValues {
  transcoId: string;
  discomId: string;
  voltageLevel: string;
  dateOfOpenAccessStart: string;
  substationName: string;
  feederName: string;
  transmissionZone: string;
  distributionZone: string;
}

export interface GeneratorValues {
  plantName: string;
  plantLocation: string;
  fuelCategory: string;
  fuel: string;
  fuelOther: string;
  generatorType: string;
  installedCapacity: string;
  auxiliaryConsumption: string;
  stoaInjectionQuantum: string;
}

export interface UnitValues {
  unitNo: string;
  name: string;
  capacity: string;
  commissioningDate: string;
  commercialOperationDate: string;
}

export interface ZoneValues {
  zone: string;
  connectivityPoints: string;
  /** The zone's connectivity document (payload: `zonefileId`). */
  zonefile: UploadedFileRef | null;
}

export interface ConsumerValues {
  consumerNumber: string;
  consumerType: string;
  contractDemand: string;
  sanctionedLoad: string;
  stoaDrawlQuantum: string;
  dedicatedFeeder: boolean;
}

export interface LicenceValues {
  tradingLicenceNo: string;
  issuingAuthority: string;
  category: string;
  licenceValidFrom: string;
  licenceValidTo: string;
}

export interface DeclarationValues {
  accurate: boolean;
  abideByRegulations: boolean;
  place: string;
  authorizedPersonName: string;
  authorizedPersonDesignation: string;
}

export interface RegistrationFormValues {
  connection: ConnectionValues;
  generator: GeneratorValues;
  units: UnitValues[];
  zones: ZoneValues[];
  consumer: ConsumerValues;
  licence: LicenceValues;
  /** One upload per document type (payload: `documents: [{ documentType, fileId }]`). */
  documents: Partial<Record<DocumentType, UploadedFileRef | null>>;
  declaration: DeclarationValues;
  /** A returned registration's answer to each reason it was returned for, by code (not part of the details). */
  reasonAnswers?: Record<string, string>;
}

export const EMPTY_UNIT: UnitValues = {
  unitNo: '',
  name: '',
  capacity: '',
  commissioningDate: '',
  commercialOperationDate: '',
};

export const EMPTY_ZONE: ZoneValues = { zone: '', connectivityPoints: '', zonefile: null };

export function emptyFormValues(): RegistrationFormValues {
  return valuesFromDetails({}, []);
}

type Details = Record<string, unknown>;

const record = (value: unknown): Details =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : {};
const list = (value: unknown): Details[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const flag = (value: unknown): boolean => value === true;

/** A stored file with the name to show: the record's file list has it; an unknown id still shows as uploaded. */
function fileRef(fileId: unknown, files: readonly FileDetail[]): UploadedFileRef | null {
  if (typeof fileId !== 'string' || fileId === '') return null;
  return { id: fileId, fileName: files.find((f) => f.fileId === fileId)?.fileName ?? 'Uploaded document' };
}

/** The form as a saved payload stands (a draft's details may be partial or of any shape: read defensively). */
export function valuesFromDetails(details: Details, files: readonly FileDetail[]): RegistrationFormValues {
  const c = record(details['connection']);
  const g = record(details['generator']);
  const k = record(details['consumer']);
  const l = record(details['licence']);
  const d = record(details['declaration']);
  const documents: RegistrationFormValues['documents'] = {};
  for (const doc of list(details['documents'])) {
    const type = text(doc['documentType']) as DocumentType;
    documents[type] = fileRef(doc['fileId'], files);
  }
  return {
    connection: {
      transcoId: text(c['transcoId']),
      discomId: text(c['discomId']),
      voltageLevel: text(c['voltageLevel']),
      dateOfOpenAccessStart: text(c['dateOfOpenAccessStart']),
      substationName: text(c['substationName']),
      feederName: text(c['feederName']),
      transmissionZone: text(c['transmissionZone']),
      distributionZone: text(c['distributionZone']),
    },
    generator: {
      plantName: text(g['plantName']),
      plantLocation: text(g['plantLocation']),
      fuelCategory: text(g['fuelCategory']),
      fuel: text(g['fuel']),
      fuelOther: text(g['fuelOther']),
      generatorType: text(g['generatorType']),
      installedCapacity: text(g['installedCapacity']),
      auxiliaryConsumption: text(g['auxiliaryConsumption']),
      stoaInjectionQuantum: text(g['stoaInjectionQuantum']),
    },
    units: list(details['units']).map((u) => ({
      unitNo: text(u['unitNo']),
      name: text(u['name']),
      capacity: text(u['capacity']),
      commissioningDate: text(u['commissioningDate']),
      commercialOperationDate: text(u['commercialOperationDate']),
    })),
    zones: list(details['zones']).map((z) => ({
      zone: text(z['zone']),
      connectivityPoints: text(z['connectivityPoints']),
      zonefile: fileRef(z['zonefileId'], files),
    })),
    consumer: {
      consumerNumber: text(k['consumerNumber']),
      consumerType: text(k['consumerType']),
      contractDemand: text(k['contractDemand']),
      sanctionedLoad: text(k['sanctionedLoad']),
      stoaDrawlQuantum: text(k['stoaDrawlQuantum']),
      dedicatedFeeder: flag(k['dedicatedFeeder']),
    },
    licence: {
      tradingLicenceNo: text(l['tradingLicenceNo']),
      issuingAuthority: text(l['issuingAuthority']),
      category: text(l['category']),
      licenceValidFrom: text(l['licenceValidFrom']),
      licenceValidTo: text(l['licenceValidTo']),
    },
    documents,
    declaration: {
      accurate: flag(d['accurate']),
      abideByRegulations: flag(d['abideByRegulations']),
      place: text(d['place']),
      authorizedPersonName: text(d['authorizedPersonName']),
      authorizedPersonDesignation: text(d['authorizedPersonDesignation']),
    },
  };
}

/** A renewal starts from the renewed registration's details; the declaration is made afresh. */
export function renewalValues(details: Details, files: readonly FileDetail[]): RegistrationFormValues {
  const values = valuesFromDetails(details, files);
  return { ...values, declaration: { ...values.declaration, accurate: false, abideByRegulations: false } };
}

/** Typed digits become a number (the number inputs let nothing else through); an empty box stays ''. */
const amount = (value: string): number | string => (value.trim() === '' ? '' : Number(value));
const id = (value: string): number | null => (value === '' ? null : Number(value));
const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/**
 * The details payload of the form: a draft saves it as is; Submit checks it with `registrationDetailsSchema`.
 * Numbers go as numbers so a renewal compares equal to the registration it was filled from.
 */
export function detailsFromValues(entityType: EntityType, values: RegistrationFormValues): Details {
  const steps = new Set(stepsFor(entityType));
  const { connection: c, generator: g, consumer: k, licence: l, declaration } = values;
  const details: Details = {};
  if (steps.has('connection')) {
    details['connection'] = {
      ...c,
      transcoId: id(c.transcoId),
      discomId: id(c.discomId),
      voltageLevel: c.voltageLevel === '' ? null : Number(c.voltageLevel),
      distributionZone: orNull(c.distributionZone),
    };
  }
  if (steps.has('generator')) {
    details['generator'] = {
      ...g,
      fuelOther: g.fuel === OTHERS ? orNull(g.fuelOther) : null,
      installedCapacity: amount(g.installedCapacity),
      auxiliaryConsumption: amount(g.auxiliaryConsumption),
      stoaInjectionQuantum: amount(g.stoaInjectionQuantum),
    };
  }
  if (steps.has('units')) {
    details['units'] = values.units.map((u) => ({ ...u, unitNo: amount(u.unitNo), capacity: amount(u.capacity) }));
  }
  if (steps.has('zones')) {
    details['zones'] = values.zones.map((z) => ({
      zone: z.zone,
      connectivityPoints: z.connectivityPoints,
      zonefileId: z.zonefile?.id ?? null,
    }));
  }
  if (steps.has('consumer')) {
    details['consumer'] = {
      ...k,
      contractDemand: amount(k.contractDemand),
      sanctionedLoad: amount(k.sanctionedLoad),
      stoaDrawlQuantum: amount(k.stoaDrawlQuantum),
    };
  }
  if (steps.has('licence')) details['licence'] = { ...l };
  details['documents'] = documentTypesFor(entityType).flatMap((documentType) => {
    const file = values.documents[documentType];
    return file ? [{ documentType, fileId: file.id }] : [];
  });
  details['declaration'] = { ...declaration };
  return details;
}
