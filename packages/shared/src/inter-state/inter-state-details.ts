/**
 * Reading an inter-state registration's stored details (a draft's may be partial or of any shape): the list row's
 * columns, and the labelled lines per step that the record's page (and any later PDF) shows.
 */
import { REGISTERED_ENTITY_SECTORS } from './inter-state-sectors.ts';
import { INTER_STATE_LABELS, interStateDocumentLabel, type InterStateStep } from './inter-state.schemas.ts';

type Details = Record<string, unknown>;
const part = (d: Details, key: string): Details =>
  d[key] && typeof d[key] === 'object' && !Array.isArray(d[key]) ? (d[key] as Details) : {};
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** The list row's columns that come from the form. */
export function interStateRowFields(details: Details) {
  const general = part(details, 'general');
  const connection = part(details, 'connection');
  return {
    rldc: str(general['rldc']),
    maxInjectionMw: num(connection['maxInjectionMw']),
    maxDrawlMw: num(connection['maxDrawlMw']),
    transmissionZone: str(connection['transmissionZone']),
  };
}

/** The sector a stored payload names, or null. */
export function sectorOfDetails(details: Details) {
  const sector = part(details, 'general')['sector'];
  return REGISTERED_ENTITY_SECTORS.find((s) => s === sector) ?? null;
}

export interface InterStateLine {
  step: InterStateStep;
  key: string;
  label: string;
  value: string;
}

/** The fields of each step in form order (documents are listed by type, the declaration without its tick). */
const FIELDS: Record<Exclude<InterStateStep, 'documents'>, (keyof typeof INTER_STATE_LABELS)[]> = {
  general: ['sector', 'rldc', 'intraStateRegistrationNo'],
  connection: ['connectivityPoint', 'voltageLevel', 'transmissionZone', 'maxInjectionMw', 'maxDrawlMw', 'meterNumber'],
  contact: ['contactPersonName', 'contactPersonDesignation', 'contactNumber', 'contactEmail'],
  declaration: ['place', 'authorizedPersonName', 'authorizedPersonDesignation'],
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The record as labelled lines, step by step; `fileNames` turns a document's file id into its name. */
export function interStateDetailLines(details: Details, fileNames: Record<string, string> = {}): InterStateLine[] {
  const lines: InterStateLine[] = [];
  for (const [step, fields] of Object.entries(FIELDS) as [Exclude<InterStateStep, 'documents'>, string[]][]) {
    if (step === 'declaration') {
      const docs = Array.isArray(details['documents']) ? (details['documents'] as Details[]) : [];
      for (const doc of docs) {
        const type = String(doc['documentType']);
        lines.push({
          step: 'documents',
          key: `documents.${type}`,
          label: interStateDocumentLabel(type),
          value: fileNames[String(doc['fileId'])] ?? 'Uploaded',
        });
      }
    }
    const values = part(details, step);
    for (const field of fields) {
      lines.push({
        step,
        key: `${step}.${field}`,
        label: INTER_STATE_LABELS[field as keyof typeof INTER_STATE_LABELS],
        value: show(values[field]),
      });
    }
  }
  return lines;
}
