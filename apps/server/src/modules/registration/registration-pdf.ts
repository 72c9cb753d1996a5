/**
 * The registration PDFs (spec §7.8 downloads): the registration's details with its documents and timeline, and
 * a renewal's comparison with the registration it renews — changed lines highlighted.
 */
import {
  ENTITY_TYPE_LABELS,
  REGISTRATION_STEPS,
  RECORD_STATUS_LABELS,
  compareRegistrations,
  detailLines,
  formatDisplayDate,
  formatDisplayDateTime,
  type EntityType,
  type RecordStatus,
  type RegistrationDetail,
} from '@stoa/shared';
import { BRAND, HIGHLIGHT, INK, heading, keyValue, start } from '../../platform/pdf.ts';

/** Names for ids in the details (utilities, files) so the PDF reads like the screen. */
export function namesOf(detail: RegistrationDetail): Record<string, string> {
  const c = (detail.details['connection'] ?? {}) as Record<string, unknown>;
  const names: Record<string, string> = {};
  if (detail.transcoName) names[`connection.transcoId:${String(c['transcoId'])}`] = detail.transcoName;
  if (detail.discomName) names[`connection.discomId:${String(c['discomId'])}`] = detail.discomName;
  for (const f of detail.files) names[`file:${f.fileId}`] = f.fileName;
  return names;
}

export function renderRegistrationDetail(detail: RegistrationDetail): Promise<Buffer> {
  const title = `${detail.kind === 'Renewal' ? 'Renewal of registration' : 'Registration'} ${detail.registrationNo ?? `#${detail.id}`}`;
  // Uncompressed, like the comparison and the schedule PDF, so tests read its text.
  const { doc, done } = start(title, false);
  keyValue(doc, 'Entity', detail.entityName);
  keyValue(doc, 'Entity type', ENTITY_TYPE_LABELS[detail.entityType]);
  keyValue(doc, 'Status', detail.status.statusDescription);
  keyValue(doc, 'Registration No.', detail.registrationNo ?? 'Issued on approval');
  if (detail.approvedOn) keyValue(doc, 'Approved on', formatDisplayDate(detail.approvedOn));
  if (detail.expiredOn) keyValue(doc, 'Valid to', formatDisplayDate(detail.expiredOn));
  let step = '';
  for (const line of detailLines(detail.entityType, detail.details, namesOf(detail))) {
    if (line.step !== step) {
      step = line.step;
      heading(doc, REGISTRATION_STEPS[line.step]);
    }
    keyValue(doc, line.label, line.value);
  }
  heading(doc, 'Document verification');
  for (const f of detail.files) {
    const mark = f.isValid === null ? 'Not verified' : f.isValid ? 'Valid' : 'Invalid';
    keyValue(doc, f.label, `${f.fileName} — ${mark}${f.comments ? ` (${f.comments})` : ''}`);
  }
  heading(doc, 'Timeline (times in IST)');
  for (const t of detail.timeline) {
    const to = RECORD_STATUS_LABELS[t.toStatus as RecordStatus] ?? t.toStatus;
    keyValue(
      doc,
      formatDisplayDateTime(t.at),
      `${t.action} by ${t.actorName} (${t.actorRole}) → ${to}${t.comments ? ` — ${t.comments}` : ''}`,
    );
  }
  doc.end();
  return done;
}

export function renderRegistrationComparison(
  detail: RegistrationDetail,
  previous: { details: unknown; registrationNo: string | null; expiredOn: string | null },
): Promise<Buffer> {
  const { doc, done } = start(`Renewal comparison — ${detail.registrationNo ?? `renewal #${detail.id}`}`, false);
  keyValue(doc, 'Entity', detail.entityName);
  keyValue(doc, 'Entity type', ENTITY_TYPE_LABELS[detail.entityType as EntityType]);
  keyValue(doc, 'Previous validity to', previous.expiredOn ? formatDisplayDate(previous.expiredOn) : '—');
  keyValue(doc, 'Renewal status', detail.status.statusDescription);
  doc.moveDown(0.4).fontSize(9).fillColor('#55606b').text('Changed values are highlighted.', 48);
  const lines = compareRegistrations(
    detail.entityType,
    previous.details as Record<string, unknown>,
    detail.details,
    namesOf(detail),
  );
  const cols = [48, 200, 375] as const;
  const widths = [148, 170, 172] as const;
  const header = () => {
    doc.moveDown(0.4).fontSize(9.5).fillColor(BRAND);
    const y = doc.y;
    ['Field', 'Previous', 'Renewal'].forEach((h, i) => doc.text(h, cols[i], y, { width: widths[i] }));
    doc.moveDown(0.3);
  };
  header();
  let step = '';
  for (const line of lines) {
    if (doc.y > 760) {
      doc.addPage();
      header();
    }
    if (line.step !== step) {
      step = line.step;
      doc.moveDown(0.3).fontSize(10).fillColor(BRAND).text(step, 48).moveDown(0.1);
    }
    doc.fontSize(9).fillColor(INK);
    const y = doc.y;
    const height =
      Math.max(
        ...[line.label, line.previous, line.current].map((t, i) => doc.heightOfString(t, { width: widths[i] })),
      ) + 4;
    if (line.changed)
      doc
        .save()
        .rect(44, y - 2, 508, height)
        .fill(HIGHLIGHT)
        .restore();
    doc.fillColor(INK);
    doc.text(line.label, cols[0], y, { width: widths[0] });
    doc.text(line.previous, cols[1], y, { width: widths[1] });
    doc.text(line.changed ? `${line.current}  (changed)` : line.current, cols[2], y, { width: widths[2] });
    doc.y = y + height;
  }
  doc.end();
  return done;
}
