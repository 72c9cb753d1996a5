/**
 * Demo registrations (issue #5), so a new user finds the workflow in motion: the demo trader and the injecting
 * applicant hold approved registrations (so traders can be added at once), and the 'Both' applicant's registration
 * awaits the SLDC's verification. The drawee applicant is left unregistered to try the form. Not seeded in API tests.
 * Their documents (PDFs: a title and one line) do not depend on the day and cost ~1 s to draw: the build's PGlite
 * template holds them (`seedDemoDocuments`); the registrations, dated from the day they are seeded, take them from
 * there (or draw them when there are none).
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import {
  DEFAULT_BUSINESS_RULES,
  addDays,
  toHundredths,
  DOCUMENT_TYPES,
  businessDate,
  documentTypesFor,
  formatRegistrationNo,
  validityEnd,
  type DocumentType,
  type EntityType,
} from '@stoa/shared';
import type { DbOrTx } from '../db/client.ts';
import { dues, files, ledgerEntries, registrations, users, utilities, workflowEvents } from '../db/schema/index.ts';
import { nextSerial } from '../platform/serials/serials.ts';
import { markDocumentRows, replaceDocumentRows } from '../platform/documents/documents.repository.ts';

function demoPdf(title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text(title).moveDown().fontSize(11).text('Demo document of the STOA Portal demo data set.');
  doc.end();
  return done;
}

/** The user's demo document of that label: the one seeded beforehand (the template's) if any, else a new one. */
async function demoFile(tx: DbOrTx, userId: number, label: string, at: Date): Promise<string> {
  const fileName = `${label.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 40)}.pdf`;
  const [seeded] = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.uploadedBy, userId),
        eq(files.fileName, fileName),
        eq(files.formName, 'Registration'),
        isNull(files.recordId),
      ),
    )
    .limit(1);
  if (seeded) return seeded.id;
  const content = await demoPdf(label);
  const id = randomUUID();
  await tx.insert(files).values({
    id,
    fileName,
    kind: 'Pdf',
    contentType: 'application/pdf',
    sizeBytes: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
    formName: 'Registration',
    uploadedBy: userId,
    uploadedAt: at,
  });
  return id;
}

const declaration = (name: string) => ({
  accurate: true,
  abideByRegulations: true,
  place: 'Itanagar',
  authorizedPersonName: name,
  authorizedPersonDesignation: 'Director',
});

interface DemoRegistration {
  userName: string;
  entityType: EntityType;
  /** The form's details but its documents (each zone's connectivity document is added from `zones`). */
  details: Record<string, unknown>;
  approved: boolean;
}

const zonesOf = (details: Record<string, unknown>) =>
  (details['zones'] as { zone: string; connectivityPoints: string }[] | undefined) ?? [];

/** The demo registrations as of `today`, their connections naming the demo utilities. */
async function demoRegistrations(tx: DbOrTx, today: string): Promise<DemoRegistration[]> {
  const [transco] = await tx.select().from(utilities).where(eq(utilities.type, 'TRANSCO'));
  const trader: DemoRegistration = {
    userName: 'trader',
    entityType: 'Trader',
    details: {
      licence: {
        tradingLicenceNo: 'CERC/TL/2024/031',
        issuingAuthority: 'CERC',
        category: 'III',
        licenceValidFrom: '2024-04-01',
        licenceValidTo: '2029-03-31',
      },
    },
    approved: true,
  };
  if (!transco) return [trader];
  const [eastern] = await tx.select().from(utilities).where(eq(utilities.name, 'Eastern Power Distribution Company'));
  const [western] = await tx.select().from(utilities).where(eq(utilities.name, 'Western Power Distribution Company'));
  return [
    trader,
    {
      userName: 'oa.injecting',
      entityType: 'InjectingEntity',
      details: {
        connection: {
          transcoId: transco.id,
          discomId: null,
          voltageLevel: 132,
          dateOfOpenAccessStart: today,
          substationName: 'Chimpu 132/33 kV',
          feederName: 'Ranganadi line 2',
          transmissionZone: 'Itanagar',
          distributionZone: null,
        },
        generator: {
          plantName: 'Ranganadi Small Hydro',
          plantLocation: 'Yazali, Lower Subansiri',
          fuelCategory: 'RE',
          fuel: 'Small hydro power',
          fuelOther: null,
          generatorType: 'IPP',
          installedCapacity: 24,
          auxiliaryConsumption: 0.5,
          stoaInjectionQuantum: 20,
        },
        units: [
          {
            unitNo: 1,
            name: 'Unit 1',
            capacity: 12,
            commissioningDate: '2019-05-10',
            commercialOperationDate: '2019-07-01',
          },
          {
            unitNo: 2,
            name: 'Unit 2',
            capacity: 12,
            commissioningDate: '2019-08-20',
            commercialOperationDate: '2019-10-01',
          },
        ],
        zones: [{ zone: 'Itanagar', connectivityPoints: 'Chimpu 132 kV bus' }],
      },
      approved: true,
    },
    {
      userName: 'oa.consumer',
      entityType: 'DraweeEntity',
      details: {
        connection: {
          transcoId: transco.id,
          discomId: eastern?.id ?? null,
          voltageLevel: 33,
          dateOfOpenAccessStart: today,
          substationName: 'Naharlagun 132/33 kV',
          feederName: 'Ferro alloys feeder',
          transmissionZone: 'Itanagar',
          distributionZone: 'Itanagar',
        },
        consumer: {
          consumerNumber: 'EPDC-33-0211',
          consumerType: 'Full Open Access Consumer',
          contractDemand: 12,
          sanctionedLoad: 15,
          stoaDrawlQuantum: 10,
          dedicatedFeeder: true,
        },
      },
      approved: true,
    },
    {
      userName: 'oa.both',
      entityType: 'BothEntity',
      details: {
        connection: {
          transcoId: transco.id,
          discomId: western?.id ?? null,
          voltageLevel: 33,
          dateOfOpenAccessStart: today,
          substationName: 'Dirang 33/11 kV',
          feederName: 'Steel plant feeder',
          transmissionZone: 'Dirang',
          distributionZone: western ? 'Dirang' : null,
        },
        generator: {
          plantName: 'Dirang Captive Plant',
          plantLocation: 'Dirang, West Kameng',
          fuelCategory: 'NonRE',
          fuel: 'Gas',
          fuelOther: null,
          generatorType: 'CPP',
          installedCapacity: 10,
          auxiliaryConsumption: 0.8,
          stoaInjectionQuantum: 6,
        },
        units: [
          {
            unitNo: 1,
            name: 'GT-1',
            capacity: 10,
            commissioningDate: '2016-02-01',
            commercialOperationDate: '2016-04-01',
          },
        ],
        zones: [{ zone: 'Dirang', connectivityPoints: 'Dirang 33 kV bus' }],
        consumer: {
          consumerNumber: 'WPDC-33-0107',
          consumerType: 'Embedded Consumer',
          contractDemand: 4,
          sanctionedLoad: 5,
          stoaDrawlQuantum: 3,
          dedicatedFeeder: false,
        },
      },
      approved: false,
    },
  ];
}

const documentLabelsOf = (registration: DemoRegistration) => [
  ...documentTypesFor(registration.entityType).map((type) => DOCUMENT_TYPES[type].label),
  ...zonesOf(registration.details).map((z) => `Connectivity ${z.zone}`),
];

/** The demo registrations' documents, for the template (`seedDemoRegistrations` takes them from there). */
export async function seedDemoDocuments(tx: DbOrTx, at: Date): Promise<void> {
  const allUsers = await tx.select().from(users);
  for (const registration of await demoRegistrations(tx, businessDate(at))) {
    const user = allUsers.find((u) => u.userName === registration.userName)!;
    for (const label of documentLabelsOf(registration)) await demoFile(tx, user.id, label, at);
  }
}

export async function seedDemoRegistrations(tx: DbOrTx, at: Date): Promise<void> {
  const today = businessDate(at);
  const allUsers = await tx.select().from(users);
  const byName = (userName: string) => allUsers.find((u) => u.userName === userName)!;
  const sldc = byName('sldc');

  for (const { userName, entityType, details, approved } of await demoRegistrations(tx, today)) {
    const user = byName(userName);
    const docs: { documentType: DocumentType; fileId: string }[] = [];
    for (const documentType of documentTypesFor(entityType)) {
      docs.push({ documentType, fileId: await demoFile(tx, user.id, DOCUMENT_TYPES[documentType].label, at) });
    }
    const zones = zonesOf(details);
    const zoneFiles: { zone: string; connectivityPoints: string; zonefileId: string }[] = [];
    for (const z of zones)
      zoneFiles.push({ ...z, zonefileId: await demoFile(tx, user.id, `Connectivity ${z.zone}`, at) });
    const full = {
      ...details,
      ...(zones.length > 0 ? { zones: zoneFiles } : {}),
      documents: docs,
      declaration: declaration(`${user.firstName} ${user.lastName}`),
    };
    const year = Number(today.slice(0, 4));
    const registrationNo = approved
      ? formatRegistrationNo(entityType, year, await nextSerial(tx, entityType, year))
      : null;
    const connection = (details['connection'] ?? null) as { transcoId?: number; discomId?: number | null } | null;
    const [row] = await tx
      .insert(registrations)
      .values({
        kind: 'Registration',
        entityType,
        applicantUserId: user.id,
        status: approved ? 'Approved' : 'Submitted',
        registrationNo,
        details: full,
        transcoId: connection?.transcoId ?? null,
        discomId: connection?.discomId ?? null,
        submittedAt: at,
        approvedOn: approved ? today : null,
        validFrom: approved ? today : null,
        expiredOn: approved ? validityEnd(today, DEFAULT_BUSINESS_RULES.registration.validityMonths) : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: registrations.id });
    const fileRows = [
      ...docs.map((d) => ({ fileId: d.fileId, documentType: d.documentType as string })),
      ...((full as { zones?: { zonefileId: string }[] }).zones ?? []).map((z) => ({
        fileId: z.zonefileId,
        documentType: 'zoneConnectivity',
      })),
    ];
    const record = { recordType: 'Registration', recordId: row!.id };
    await replaceDocumentRows(tx, record, fileRows);
    if (approved) {
      const marks = fileRows.map((f) => ({ fileId: f.fileId, isValid: true, comments: null }));
      await markDocumentRows(tx, record, marks, { userId: sldc.id, at });
    }
    if (!approved) await seedFeeDue(tx, user.id, row!.id, entityType, today, at);
    await tx.insert(workflowEvents).values({
      recordType: 'Registration',
      recordId: row!.id,
      action: approved ? 'Approve' : 'Submit',
      fromStatus: approved ? null : 'Draft',
      toStatus: approved ? 'Approved' : 'Submitted',
      actorUserId: approved ? null : user.id,
      actorRole: approved ? 'System' : user.role,
      comments: approved ? 'Demo data: registered before the portal went live.' : null,
      occurredAt: at,
    });
  }
}

/**
 * The registration fee a submission raises (the registration module's raiseFee, as of the demo's day): the demo's
 * pending registration waits on it, so its applicant can pay it and the SLDC reconcile it.
 */
async function seedFeeDue(
  tx: DbOrTx,
  userId: number,
  registrationId: number,
  entityType: EntityType,
  today: string,
  at: Date,
) {
  const [due] = await tx
    .insert(dues)
    .values({
      partyUserId: userId,
      recordType: 'Registration',
      recordId: registrationId,
      recordNo: `Registration ${registrationId}`,
      recordKind: entityType,
      dueType: 'RegistrationFee',
      createdAt: at,
    })
    .returning({ id: dues.id });
  await tx.insert(ledgerEntries).values({
    dueId: due!.id,
    kind: 'Charge',
    amountPaise: toHundredths(10_000),
    dueOn: addDays(today, 7),
    entryDate: today,
    rule: 'Registration Fee in force on the day of submission (demo)',
    createdAt: at,
  });
}
