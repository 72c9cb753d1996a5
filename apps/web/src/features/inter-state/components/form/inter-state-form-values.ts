/**
 * The inter-state form's values and the details payload (shared interStateDetailsSchema). The form keeps what the
 * inputs show (text for numbers, the uploaded file with its name); the payload is what the schema checks and the
 * server stores.
 */
import {
  DEFAULT_RLDC,
  INTER_STATE_DOCUMENT_KEYS,
  type FileDetail,
  type InterStateDocumentType,
  type RegisteredEntitySector,
} from '@stoa/shared';
import type { UploadedFileRef } from '../../../../components/file-upload.tsx';

export interface InterStateFormValues {
  general: { sector: string; rldc: string; intraStateRegistrationNo: string };
  connection: {
    connectivityPoint: string;
    voltageLevel: string;
    transmissionZone: string;
    maxInjectionMw: string;
    maxDrawlMw: string;
    meterNumber: string;
  };
  contact: { contactPersonName: string; contactPersonDesignation: string; contactNumber: string; contactEmail: string };
  /** One upload per document type (payload: `documents: [{ documentType, fileId }]`). */
  documents: Partial<Record<InterStateDocumentType, UploadedFileRef | null>>;
  declaration: { accurate: boolean; place: string; authorizedPersonName: string; authorizedPersonDesignation: string };
  /** A returned registration's answer to each reason it was returned for, by code (not part of the details). */
  reasonAnswers?: Record<string, string>;
}

type Details = Record<string, unknown>;
const record = (value: unknown): Details =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : {};
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** The form as saved details stand (a draft's may be partial): a new record starts with its sector and NERLDC. */
export function valuesFromDetails(
  details: Details,
  files: readonly FileDetail[],
  sector: RegisteredEntitySector,
): InterStateFormValues {
  const g = record(details['general']);
  const c = record(details['connection']);
  const k = record(details['contact']);
  const d = record(details['declaration']);
  const documents: InterStateFormValues['documents'] = {};
  const docs = Array.isArray(details['documents']) ? details['documents'].map(record) : [];
  for (const doc of docs) {
    const type = INTER_STATE_DOCUMENT_KEYS.find((key) => key === doc['documentType']);
    const id = text(doc['fileId']);
    if (type && id)
      documents[type] = { id, fileName: files.find((f) => f.fileId === id)?.fileName ?? 'Uploaded document' };
  }
  return {
    general: {
      sector,
      rldc: text(g['rldc']) || DEFAULT_RLDC,
      intraStateRegistrationNo: text(g['intraStateRegistrationNo']),
    },
    connection: {
      connectivityPoint: text(c['connectivityPoint']),
      voltageLevel: text(c['voltageLevel']),
      transmissionZone: text(c['transmissionZone']),
      maxInjectionMw: text(c['maxInjectionMw']),
      maxDrawlMw: text(c['maxDrawlMw']),
      meterNumber: text(c['meterNumber']),
    },
    contact: {
      contactPersonName: text(k['contactPersonName']),
      contactPersonDesignation: text(k['contactPersonDesignation']),
      contactNumber: text(k['contactNumber']),
      contactEmail: text(k['contactEmail']),
    },
    documents,
    declaration: {
      accurate: d['accurate'] === true,
      place: text(d['place']),
      authorizedPersonName: text(d['authorizedPersonName']),
      authorizedPersonDesignation: text(d['authorizedPersonDesignation']),
    },
  };
}

/** Typed digits become a number (the number inputs let nothing else through); an empty box stays ''. */
const amount = (value: string): number | string => (value.trim() === '' ? '' : Number(value));

/** The details payload: a draft saves it as is; Submit checks it with interStateDetailsSchema first. */
export function detailsFromValues(values: InterStateFormValues): Details {
  const { general, connection, contact, declaration } = values;
  return {
    general: { ...general, intraStateRegistrationNo: general.intraStateRegistrationNo.trim() || null },
    connection: {
      ...connection,
      voltageLevel: connection.voltageLevel === '' ? null : Number(connection.voltageLevel),
      maxInjectionMw: amount(connection.maxInjectionMw),
      maxDrawlMw: amount(connection.maxDrawlMw),
    },
    contact: { ...contact },
    documents: INTER_STATE_DOCUMENT_KEYS.flatMap((documentType) => {
      const file = values.documents[documentType];
      return file ? [{ documentType, fileId: file.id }] : [];
    }),
    declaration: { ...declaration },
  };
}
