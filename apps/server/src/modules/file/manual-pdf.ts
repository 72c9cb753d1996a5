/**
 * The built-in user manual (issues #3, 20): a PDF per role, and per entity type for OA applicants. Its pages are the
 * shared manual's (packages/shared/src/manual): every page of the role's nav and avatar menu with what it is for,
 * the usual steps, and the screenshot the e2e walk took of it for the role's audience (docs/manual/screens; a page
 * without one is described in words only). An Admin-uploaded manual replaces it (configuration).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ENTITY_TYPE_HELP,
  ENTITY_TYPE_LABELS,
  ROLE_LABELS,
  manualScreenName,
  manualSectionsFor,
  type EntityType,
  type ManualPage,
  type ManualSection,
  type Role,
} from '@stoa/shared';
import { BRAND, INK, newDocument } from '../../platform/pdf.ts';

type Doc = PDFKit.PDFDocument;

/** What each menu section is for, in the words of the portal's users. */
const SECTION_HELP: Record<string, string> = {
  home: 'Your dashboard: your own figures and shortcuts, and the notification bell for news about your requests.',
  configurations:
    'Settings the whole portal reads: charges, fees, utilities and zones, holidays, bank and payment details, manuals.',
  registration:
    'Registration with the SLDC and its yearly renewal; utilities and the SLDC verify, forward and approve requests here.',
  parties: 'Traders who may act for you, or the applicants you trade for.',
  transactions:
    'Short-term open access applications in 15-minute blocks, their processing, revisions and curtailments.',
  atc: 'Available transfer capability per corridor, date and block: uploads and corrections.',
  interState: 'Registrations and standing clearance for inter-state transactions.',
  eBidding: 'E-bidding when a corridor is congested: invitations (Form ST2) and bids (Form ST3).',
  payments: 'Fees and charges due, payments and their reconciliation, TDS challans and refunds.',
  reports:
    'Reports with filters, totals and a chart; each downloads as Excel or PDF with the filters it was read with.',
  admin: 'User administration, the mail outbox and background jobs.',
  account: 'The avatar menu at the top right: your profile and your password.',
};

const MARGIN = 56;
const IMAGE_HEIGHT = 300;

export function manualTitle(role: Role, entityType: EntityType | null): string {
  return entityType && role === 'OABusinessUser'
    ? `${ROLE_LABELS[role]} (${ENTITY_TYPE_LABELS[entityType]})`
    : ROLE_LABELS[role];
}

/** The screenshot of `name` in `screensDir`, fitted to the page's width (a new page first when it would not fit). */
function screenshot(doc: Doc, screensDir: string | null, name: string) {
  const file = screensDir ? path.join(screensDir, name) : null;
  if (!file || !existsSync(file)) return;
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y + IMAGE_HEIGHT > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y + 4;
  doc.image(file, MARGIN, top, { fit: [width, IMAGE_HEIGHT], align: 'center' });
  doc.rect(MARGIN, top, width, IMAGE_HEIGHT).lineWidth(0.5).strokeColor('#c9d1d9').stroke();
  doc.x = MARGIN;
  doc.y = top + IMAGE_HEIGHT + 8;
}

function heading(doc: Doc, text: string, size = 14) {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.6).fontSize(size).fillColor(BRAND).text(text, MARGIN).fillColor(INK).fontSize(10.5);
}

const para = (doc: Doc, text: string) => doc.text(text, MARGIN, doc.y, { paragraphGap: 4 });

function page(doc: Doc, item: ManualPage, screensDir: string | null, withScreen: boolean) {
  heading(doc, item.label, 11.5);
  if (item.help) para(doc, item.help.text);
  item.help?.steps?.forEach((step, i) => doc.text(`${i + 1}.  ${step}`, MARGIN + 12, doc.y, { paragraphGap: 2 }));
  if (withScreen) screenshot(doc, screensDir, item.screen);
}

function section(doc: Doc, s: ManualSection, screensDir: string | null) {
  doc.addPage();
  heading(doc, s.label, 16);
  para(doc, SECTION_HELP[s.key] ?? '');
  // The reports share one layout: the first is shown, the others described.
  s.pages.forEach((item, i) => page(doc, item, screensDir, s.key !== 'reports' || i === 0));
}

function opening(doc: Doc, role: Role, entityType: EntityType | null, sections: readonly ManualSection[]) {
  doc.fontSize(22).fillColor(BRAND).text('STOA Portal — User Manual');
  doc.moveDown(0.3).fontSize(14).fillColor(INK).text(manualTitle(role, entityType));
  heading(doc, 'Contents');
  for (const s of sections) para(doc, `${s.label}: ${s.pages.map((p) => p.label).join(', ')}`);
  heading(doc, 'Signing in');
  para(
    doc,
    'Open the portal, type your user name and password and the six characters of the picture (not case-sensitive; the refresh button draws a new picture). After five wrong passwords the user name is locked for 15 minutes. After 30 minutes without activity the portal asks "Are you still there?" and signs you out one minute later unless you choose Stay Logged In.',
  );
  para(
    doc,
    'New applicants pre-register (Form-A) from the sign-in page; a verification code arrives by e-mail and sets the first password on the Set Password page. Forgot Password mails a new code.',
  );
}

/** The role's manual (an OA applicant's for its entity type); screenshots from `screensDir` when given. */
export function renderManual(role: Role, entityType: EntityType | null, screensDir: string | null = null) {
  const doc = newDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `STOA Portal user manual: ${manualTitle(role, entityType)}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const sections = manualSectionsFor(role);
  opening(doc, role, entityType, sections);
  screenshot(doc, screensDir, manualScreenName('public', '/login'));
  if (entityType && entityType !== 'Trader' && role === 'OABusinessUser') {
    heading(doc, `Your entity: ${ENTITY_TYPE_LABELS[entityType]}`);
    para(doc, ENTITY_TYPE_HELP[entityType]);
  }
  for (const s of sections) section(doc, s, screensDir);
  heading(doc, 'Help');
  para(
    doc,
    'For help with an account or a request, contact the State Load Despatch Centre. The notification bell and your e-mail tell you when a request needs you.',
  );
  doc.end();
  return done;
}
