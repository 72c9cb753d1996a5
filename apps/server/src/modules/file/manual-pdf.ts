/**
 * The built-in user manual (issue #3): a PDF per role, and per entity type for OA applicants, written from the
 * access table so it lists exactly the menu that role has. An Admin-uploaded manual replaces it (configuration).
 */
import { ENTITY_TYPE_LABELS, NAV, ROLE_LABELS, type EntityType, type Role } from '@stoa/shared';
import { newDocument } from '../../platform/pdf.ts';

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
  admin: 'User administration, the mail outbox and background jobs.',
};

export function manualTitle(role: Role, entityType: EntityType | null): string {
  return entityType && role === 'OABusinessUser'
    ? `${ROLE_LABELS[role]} (${ENTITY_TYPE_LABELS[entityType]})`
    : ROLE_LABELS[role];
}

export function renderManual(role: Role, entityType: EntityType | null): Promise<Buffer> {
  const doc = newDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `STOA Portal user manual: ${manualTitle(role, entityType)}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(20).fillColor('#0d3b66').text('STOA Portal — User Manual');
  doc.moveDown(0.3).fontSize(13).fillColor('#1b2733').text(manualTitle(role, entityType));
  doc.moveDown();
  const heading = (text: string) =>
    doc.moveDown(0.6).fontSize(13).fillColor('#0d3b66').text(text).fillColor('#1b2733').fontSize(10.5);
  const para = (text: string) => doc.text(text, { paragraphGap: 4 });

  heading('Signing in');
  para(
    'Open the portal, type your user name and password and the six characters of the picture (not case-sensitive; the refresh button draws a new picture). After five wrong passwords the user name is locked for 15 minutes.',
  );
  para(
    'After 30 minutes without activity the portal asks "Are you still there?" and signs you out one minute later unless you choose Stay Logged In.',
  );
  heading('Your account');
  para(
    'New applicants pre-register (Form-A) from the sign-in page; a verification code arrives by e-mail and sets the first password on the Set Password page. Forgot Password mails a new code.',
  );
  para(
    'The avatar menu at the top right opens My Profile (contact details, PAN, registered address) and Change password. Changing the password signs you out everywhere else.',
  );
  heading('Your menu');
  for (const section of NAV) {
    const items = section.items.filter((item) => item.roles.includes(role));
    if (items.length === 0) continue;
    doc.moveDown(0.4).fontSize(11.5).text(section.label, { underline: true }).fontSize(10.5);
    para(SECTION_HELP[section.key] ?? '');
    for (const item of items) doc.text(`•  ${item.label}`, { indent: 12 });
  }
  heading('Help');
  para(
    'For help with an account or a request, contact the State Load Despatch Centre. The notification bell and your e-mail tell you when a request needs you.',
  );
  doc.end();
  return done;
}
