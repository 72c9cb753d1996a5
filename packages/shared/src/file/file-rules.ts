/**
 * Uploaded documents (spec §3 attachment kinds, §5 file upload, §8 file messages). The server checks the content
 * (magic bytes), not only the extension; the browser checks the extension first for a quick answer.
 */
import { z } from 'zod';

/** Attachment kinds and the extensions each allows (spec §3, §5). */
export const FILE_KINDS = {
  Image: ['jpg', 'jpeg', 'png'],
  Pdf: ['pdf'],
  Excel: ['xlsx', 'xls', 'xlsb'],
  Csv: ['csv'],
} as const;
export type FileKind = keyof typeof FILE_KINDS;
export const ALL_FILE_KINDS = Object.keys(FILE_KINDS) as FileKind[];

/**
 * What each form accepts. Upload names the form (`File/Upload?formName=`); who may read a form's files is in the
 * access table (`FILE_FORM_READERS`).
 */
export const FILE_FORMS = {
  /** Registration documents (zone documents, declarations): spec §3 file details. */
  Registration: ['Image', 'Pdf', 'Excel', 'Csv'],
  /** Payment proofs and TDS challans. */
  Payment: ['Image', 'Pdf'],
  TdsChallan: ['Image', 'Pdf'],
  /** Holiday lists (configuration). */
  HolidayList: ['Excel', 'Csv'],
  /** User manuals (configuration). */
  UserManual: ['Pdf'],
  /** ATC uploads (SLDC). */
  AtcUpload: ['Excel', 'Csv'],
} as const satisfies Record<string, readonly FileKind[]>;
export type FileFormName = keyof typeof FILE_FORMS;
export const FILE_FORM_NAMES = Object.keys(FILE_FORMS) as FileFormName[];

export function isFileFormName(value: string): value is FileFormName {
  return (FILE_FORM_NAMES as string[]).includes(value);
}

/** 10485760 → '10 MB', 1536 → '1.5 KB'. */
export function formatSize(bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'MB'] : bytes >= 1024 ? [bytes / 1024, 'KB'] : [bytes, 'bytes'];
  return `${Number(value.toFixed(1))} ${unit}`;
}

/** Default upload limit (configurable on the server). */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Spec §9: names are truncated to 40 characters before the extension. */
export const MAX_FILE_BASE_NAME = 40;
/** The upload tooltip's text (spec §5). */
export const UPLOAD_TOOLTIP = 'Upload pdf/jpg/png only';

/** The tooltip of a form's upload: the spec's text for documents, the form's own extensions otherwise. */
export function uploadTooltip(form: FileFormName): string {
  const kinds: readonly FileKind[] = FILE_FORMS[form];
  if (kinds.includes('Image') && kinds.includes('Pdf')) return UPLOAD_TOOLTIP;
  return `Upload ${extensionsOf(kinds).join('/')} only`;
}

/** What File/Upload answers: the stored file's id and its (truncated) name. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: z.enum(['Image', 'Pdf', 'Excel', 'Csv']),
  sizeBytes: z.number().int(),
});
export type UploadedFileInfo = z.infer<typeof uploadedFileSchema>;

export const FILE_MESSAGES = {
  invalidFile: (extensions: readonly string[]) => `Invalid file. Please upload ${extensions.join(', ')} file`,
  tooLarge: (bytes: number) => `The file is larger than ${formatSize(bytes)}.`,
  unreadable: 'The upload could not be read. Please choose the file again.',
  empty: 'The file is empty.',
  missing: 'Please choose a file to upload.',
  unknownForm: 'Unknown form name.',
} as const;

export function extensionsOf(kinds: readonly FileKind[]): string[] {
  return kinds.flatMap((kind) => [...FILE_KINDS[kind]]);
}

/** The lower-case extension of a file name, without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function kindOfExtension(extension: string): FileKind | null {
  for (const kind of ALL_FILE_KINDS) {
    if ((FILE_KINDS[kind] as readonly string[]).includes(extension)) return kind;
  }
  return null;
}

/**
 * Characters a file name never keeps: C0 and C1 controls, DEL, the double quote, and the bidirectional marks,
 * embeddings, overrides and isolates (U+061C, U+200E/U+200F, U+202A–U+202E, U+2066–U+2069) that can make
 * 'invoice\u202Efdp.exe' read as 'invoiceexe.pdf'.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A file name without the characters above (also applied to names stored before the rule, when sent). */
export function cleanFileName(fileName: string): string {
  return fileName.replace(UNSAFE_NAME_CHARACTERS, '');
}

/** Spec §9: the name before the extension is cut to 40 characters; path parts and unsafe characters go. */
export function truncateFileName(fileName: string, max = MAX_FILE_BASE_NAME): string {
  const base = cleanFileName(fileName.split(/[\\/]/).pop() ?? '').trim();
  const extension = extensionOf(base);
  const stem = extension ? base.slice(0, base.length - extension.length - 1) : base;
  const cut = [...stem].slice(0, max).join('') || 'file';
  return extension ? `${cut}.${extension}` : cut;
}

/** What the first bytes say a file is. */
export type SniffedType = 'png' | 'jpeg' | 'pdf' | 'ooxml' | 'ole2' | 'text' | 'unknown';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** Find an ASCII marker in the first `limit` bytes (zip local headers name their entries in clear). */
function containsAscii(bytes: Uint8Array, marker: string, limit = 64 * 1024): boolean {
  const end = Math.min(bytes.length, limit) - marker.length;
  outer: for (let i = 0; i <= end; i += 1) {
    for (let j = 0; j < marker.length; j += 1) if (bytes[i + j] !== marker.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}

/** Text that a CSV can be: no NUL and almost no other control bytes (tab, CR, LF and form feed are fine). */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) control += 1;
  }
  return control <= sample.length / 1000;
}

export function sniffFileType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return containsAscii(bytes, 'xl/') ? 'ooxml' : 'unknown';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  if (bytes.length > 0 && looksLikeText(bytes)) return 'text';
  return 'unknown';
}

/** The content each extension must have. */
const CONTENT_OF_EXTENSION: Record<string, SniffedType> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  xlsx: 'ooxml',
  xlsb: 'ooxml',
  xls: 'ole2',
  csv: 'text',
};

export type FileCheck =
  { ok: true; kind: FileKind; extension: string; contentType: string } | { ok: false; message: string };

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsb: 'application/vnd.ms-excel.sheet.binary.macroEnabled.12',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
};

/** Is this file one of `kinds`, by its extension and by its content? */
export function checkFile(fileName: string, bytes: Uint8Array, kinds: readonly FileKind[]): FileCheck {
  const invalid = { ok: false as const, message: FILE_MESSAGES.invalidFile(extensionsOf(kinds)) };
  const extension = extensionOf(fileName);
  const kind = kindOfExtension(extension);
  if (kind === null || !kinds.includes(kind)) return invalid;
  if (bytes.length === 0) return { ok: false, message: FILE_MESSAGES.empty };
  if (sniffFileType(bytes) !== CONTENT_OF_EXTENSION[extension]) return invalid;
  return { ok: true, kind, extension, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
}

/** The browser's early answer: the extension alone. */
export function checkFileName(fileName: string, kinds: readonly FileKind[]): string | null {
  const kind = kindOfExtension(extensionOf(fileName));
  return kind !== null && kinds.includes(kind) ? null : FILE_MESSAGES.invalidFile(extensionsOf(kinds));
}
