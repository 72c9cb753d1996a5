import { describe, expect, it } from 'vitest';
import { PATTERN_MESSAGES } from '../validation/patterns.ts';
import { interStateDetailLines, interStateRowFields } from './inter-state-details.ts';
import {
  INTER_STATE_MESSAGES,
  formatInterStateRegistrationNo,
  interStateDetailsSchema,
  interStateStepOf,
} from './inter-state.schemas.ts';

const FILE_A = '5b0e3c1e-6a53-4c0e-9d1a-0f6f2b7c1a01';
const FILE_B = '5b0e3c1e-6a53-4c0e-9d1a-0f6f2b7c1a02';

function valid(): Record<string, unknown> {
  return {
    general: { sector: 'IPP', rldc: 'NERLDC', intraStateRegistrationNo: 'STOA/INJ/2026/0001' },
    connection: {
      connectivityPoint: 'Chimpu 132 kV bus',
      voltageLevel: 132,
      transmissionZone: 'Itanagar',
      maxInjectionMw: 20,
      maxDrawlMw: 0,
      meterNumber: 'SEM-NE-0042',
    },
    contact: {
      contactPersonName: 'Meera Das',
      contactPersonDesignation: 'Manager',
      contactNumber: '9436000008',
      contactEmail: 'meera@example.com',
    },
    documents: [
      { documentType: 'authorisationLetter', fileId: FILE_A },
      { documentType: 'meterCertificate', fileId: FILE_B },
    ],
    declaration: {
      accurate: true,
      place: 'Itanagar',
      authorizedPersonName: 'Meera Das',
      authorizedPersonDesignation: 'Director',
    },
  };
}

/** { dotted path: first message } of a failed parse. */
function errorsOf(details: unknown): Record<string, string> {
  const result = interStateDetailsSchema.safeParse(details);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

describe('the inter-state registration payload', () => {
  it('accepts a complete payload, numbers typed as text included', () => {
    const details = valid();
    const connection = details['connection'] as Record<string, unknown>;
    const parsed = interStateDetailsSchema.parse({
      ...details,
      connection: { ...connection, voltageLevel: '132', maxInjectionMw: '20.5' },
    });
    expect(parsed.connection).toMatchObject({ voltageLevel: 132, maxInjectionMw: 20.5, maxDrawlMw: 0 });
    expect(parsed.general.intraStateRegistrationNo).toBe('STOA/INJ/2026/0001');
  });

  it("names every missing field with '{label} is required', on its step", () => {
    const errors = errorsOf({ general: {}, connection: {}, contact: {}, documents: [], declaration: {} });
    expect(errors).toMatchObject({
      'general.sector': 'Sector is required',
      'general.rldc': 'RLDC is required',
      'connection.connectivityPoint': 'Connectivity Point is required',
      'connection.voltageLevel': 'Voltage Level (kV) is required',
      'connection.transmissionZone': 'Transmission Zone is required',
      'connection.maxInjectionMw': 'Maximum Injection (MW) is required',
      'connection.maxDrawlMw': 'Maximum Drawl (MW) is required',
      'connection.meterNumber': 'Interface meter (SEM) number is required',
      'contact.contactPersonName': 'Contact Person Name is required',
      'contact.contactNumber': 'Contact Number is required',
      'contact.contactEmail': 'Contact Email is required',
      'declaration.accurate': INTER_STATE_MESSAGES.declaration,
      'declaration.place': 'Place is required',
      'documents.authorisationLetter': 'Authorisation Letter is required',
    });
    expect(errors['general.intraStateRegistrationNo']).toBeUndefined();
    expect(Object.keys(errors).every((path) => interStateStepOf(path.split('.')) !== null)).toBe(true);
  });

  it('wants one of injection or drawl above zero, even while other fields of the step are missing', () => {
    expect(errorsOf({ connection: { maxInjectionMw: '0', maxDrawlMw: '0' } })['connection.maxInjectionMw']).toBe(
      INTER_STATE_MESSAGES.injectionOrDrawl,
    );
  });

  it('wants one of injection or drawl above zero, and no negative or over-precise MW', () => {
    const details = valid();
    const connection = details['connection'] as Record<string, unknown>;
    expect(errorsOf({ ...details, connection: { ...connection, maxInjectionMw: 0, maxDrawlMw: 0 } })).toEqual({
      'connection.maxInjectionMw': INTER_STATE_MESSAGES.injectionOrDrawl,
    });
    expect(errorsOf({ ...details, connection: { ...connection, maxInjectionMw: 0, maxDrawlMw: 3 } })).toEqual({});
    expect(errorsOf({ ...details, connection: { ...connection, maxDrawlMw: '-1' } })['connection.maxDrawlMw']).toBe(
      'Maximum Drawl (MW) must be a number',
    );
    expect(errorsOf({ ...details, connection: { ...connection, maxInjectionMw: '1.234' } })).toMatchObject({
      'connection.maxInjectionMw': 'Maximum Injection (MW) can have at most 2 decimal places',
    });
  });

  it('checks the zone, the voltage, the RLDC and the contact patterns', () => {
    const details = valid();
    const connection = details['connection'] as Record<string, unknown>;
    const contact = details['contact'] as Record<string, unknown>;
    expect(
      errorsOf({
        ...details,
        general: { sector: 'Utility', rldc: 'XRLDC' },
        connection: { ...connection, transmissionZone: 'Mumbai', voltageLevel: 110 },
        contact: { ...contact, contactNumber: '12345', contactEmail: 'not-an-email' },
      }),
    ).toEqual({
      'general.sector': 'Sector is required',
      'general.rldc': 'RLDC is required',
      'connection.transmissionZone': 'Transmission Zone is required',
      'connection.voltageLevel': 'Voltage Level (kV) is required',
      'contact.contactNumber': PATTERN_MESSAGES.mobile,
      'contact.contactEmail': PATTERN_MESSAGES.email,
    });
  });

  it('requires the authorisation letter and the meter certificate; the connectivity approval is optional', () => {
    const details = valid();
    expect(errorsOf({ ...details, documents: [] })).toEqual({
      'documents.authorisationLetter': 'Authorisation Letter is required',
      'documents.meterCertificate': 'Interface Meter (SEM) Certificate is required',
    });
    const docs = details['documents'] as unknown[];
    expect(
      errorsOf({ ...details, documents: [...docs, { documentType: 'authorisationLetter', fileId: FILE_B }] }),
    ).toEqual({ 'documents.authorisationLetter': INTER_STATE_MESSAGES.duplicateDocument });
  });
});

describe('reading stored details', () => {
  it('takes the row columns from a partial draft without failing', () => {
    expect(interStateRowFields({})).toEqual({
      rldc: null,
      maxInjectionMw: null,
      maxDrawlMw: null,
      transmissionZone: null,
    });
    expect(interStateRowFields(valid())).toEqual({
      rldc: 'NERLDC',
      maxInjectionMw: 20,
      maxDrawlMw: 0,
      transmissionZone: 'Itanagar',
    });
  });

  it('lists labelled lines per step, documents by their file names', () => {
    const lines = interStateDetailLines(valid(), { [FILE_A]: 'letter.pdf' });
    expect(lines.find((l) => l.key === 'connection.meterNumber')).toMatchObject({
      step: 'connection',
      label: 'Interface meter (SEM) number',
      value: 'SEM-NE-0042',
    });
    expect(lines.filter((l) => l.step === 'documents').map((l) => [l.label, l.value])).toEqual([
      ['Authorisation Letter', 'letter.pdf'],
      ['Interface Meter (SEM) Certificate', 'Uploaded'],
    ]);
    expect(interStateDetailLines({}).find((l) => l.key === 'general.rldc')?.value).toBe('—');
  });

  it('numbers approved registrations STOA/IS/<year>/<serial>', () => {
    expect(formatInterStateRegistrationNo(2026, 7)).toBe('STOA/IS/2026/0007');
  });
});
