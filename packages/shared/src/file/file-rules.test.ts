import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  FILE_FORM_NAMES,
  FILE_MESSAGES,
  checkFile,
  checkFileName,
  extensionOf,
  isFileFormName,
  sniffFileType,
  truncateFileName,
  cleanFileName,
} from './file-rules.ts';

/** Bytes from ASCII text (one byte per character) and byte lists. */
function bytes(...parts: (string | readonly number[])[]): Uint8Array {
  const all = parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : [...p]));
  return Uint8Array.from(all);
}
const le16 = (n: number) => [n & 0xff, n >> 8];
/** A zip local file header naming `name`, with no data (what a sniffer reads first). */
const zipEntry = (name: string) =>
  bytes(
    'PK\x03\x04',
    [0x14, 0, 0, 0, 0x08, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0],
    le16(name.length),
    [0, 0],
    name,
  );

const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 0x0d],
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0],
);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xd9]);
const PDF = bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
const XLSX = Uint8Array.from([
  ...zipEntry('[Content_Types].xml'),
  ...zipEntry('_rels/.rels'),
  ...zipEntry('xl/workbook.xml'),
]);
const DOCX = Uint8Array.from([...zipEntry('[Content_Types].xml'), ...zipEntry('word/document.xml')]);
const XLS = bytes(
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  new Array<number>(16).fill(0),
  [0x3e, 0, 3, 0, 0xfe, 0xff],
);
const CSV = new TextEncoder().encode('\uFEFFDate,Holiday Name\r\n26/01/2027,Republic Day\r\n29/10/2027,दीपावली\r\n');
/** A Windows executable: the DOS header, NUL bytes and the stub's text. */
const EXE = bytes(
  [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, 0xb8],
  new Array<number>(40).fill(0),
  'This program cannot be run in DOS mode.\r\r\n$',
);

describe('sniffFileType', () => {
  it('reads the magic bytes', () => {
    expect(sniffFileType(PNG)).toBe('png');
    expect(sniffFileType(JPEG)).toBe('jpeg');
    expect(sniffFileType(PDF)).toBe('pdf');
    expect(sniffFileType(XLSX)).toBe('ooxml');
    expect(sniffFileType(DOCX)).toBe('unknown');
    expect(sniffFileType(XLS)).toBe('ole2');
    expect(sniffFileType(CSV)).toBe('text');
    expect(sniffFileType(EXE)).toBe('unknown');
    expect(sniffFileType(new Uint8Array())).toBe('unknown');
  });
});

describe('checkFile: extension and content must agree', () => {
  it('accepts each kind with its real content', () => {
    expect(checkFile('photo.png', PNG, ['Image'])).toEqual({
      ok: true,
      kind: 'Image',
      extension: 'png',
      contentType: 'image/png',
    });
    expect(checkFile('scan.JPG', JPEG, ['Image', 'Pdf'])).toMatchObject({ ok: true, extension: 'jpg' });
    expect(checkFile('scan.jpeg', JPEG, ['Image'])).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(checkFile('invoice.pdf', PDF, ['Pdf'])).toEqual({
      ok: true,
      kind: 'Pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
    });
    expect(checkFile('holidays.xlsx', XLSX, ['Excel', 'Csv'])).toEqual({
      ok: true,
      kind: 'Excel',
      extension: 'xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(checkFile('holidays.xls', XLS, ['Excel'])).toMatchObject({
      ok: true,
      contentType: 'application/vnd.ms-excel',
    });
    expect(checkFile('holidays.csv', CSV, ['Csv'])).toEqual({
      ok: true,
      kind: 'Csv',
      extension: 'csv',
      contentType: 'text/csv',
    });
  });

  it('refuses a Windows executable named as a PDF', () => {
    expect(checkFile('invoice.pdf', EXE, ['Pdf'])).toEqual({
      ok: false,
      message: 'Invalid file. Please upload pdf file',
    });
    expect(checkFile('holidays.csv', EXE, ['Csv']).ok).toBe(false);
    expect(checkFile('holidays.xlsx', EXE, ['Excel']).ok).toBe(false);
  });

  it('refuses content of another kind, listing the allowed extensions', () => {
    expect(checkFile('photo.pdf', PNG, ['Pdf'])).toEqual({
      ok: false,
      message: 'Invalid file. Please upload pdf file',
    });
    expect(checkFile('photo.pdf', PNG, ['Image', 'Pdf'])).toEqual({
      ok: false,
      message: 'Invalid file. Please upload jpg, jpeg, png, pdf file',
    });
    expect(checkFile('photo.jpg', PNG, ['Image'])).toEqual({
      ok: false,
      message: 'Invalid file. Please upload jpg, jpeg, png file',
    });
    expect(checkFile('letter.xlsx', DOCX, ['Excel'])).toEqual({
      ok: false,
      message: 'Invalid file. Please upload xlsx, xls, xlsb file',
    });
    expect(checkFile('holidays.xlsx', XLS, ['Excel']).ok).toBe(false);
    expect(checkFile('holidays.xls', XLSX, ['Excel']).ok).toBe(false);
    expect(checkFile('table.csv', PDF, ['Csv']).ok).toBe(false);
  });

  it('refuses extensions the form does not take, and names without one', () => {
    const imageOrPdf = 'Invalid file. Please upload jpg, jpeg, png, pdf file';
    expect(checkFile('holidays.csv', CSV, ['Image', 'Pdf'])).toEqual({ ok: false, message: imageOrPdf });
    expect(checkFile('setup.exe', EXE, ['Image', 'Pdf'])).toEqual({ ok: false, message: imageOrPdf });
    expect(checkFile('invoice', PDF, ['Pdf'])).toEqual({ ok: false, message: 'Invalid file. Please upload pdf file' });
    expect(checkFile('.pdf', PDF, ['Pdf']).ok).toBe(false);
    expect(checkFile('invoice.pdf.exe', PDF, ['Pdf']).ok).toBe(false);
  });

  it('reports an empty file as empty', () => {
    expect(checkFile('invoice.pdf', new Uint8Array(), ['Pdf'])).toEqual({ ok: false, message: FILE_MESSAGES.empty });
    expect(FILE_MESSAGES.empty).toBe('The file is empty.');
  });
});

describe('checkFileName: the browser checks the extension only', () => {
  it('answers from the extension', () => {
    expect(checkFileName('scan.JPG', ['Image'])).toBeNull();
    expect(checkFileName('invoice.pdf', ['Pdf'])).toBeNull(); // content is the server's check
    expect(checkFileName('data.csv', ['Excel', 'Csv'])).toBeNull();
    expect(checkFileName('scan.pdf', ['Image'])).toBe('Invalid file. Please upload jpg, jpeg, png file');
    expect(checkFileName('data.txt', ['Excel', 'Csv'])).toBe('Invalid file. Please upload xlsx, xls, xlsb, csv file');
    expect(checkFileName('README', ['Pdf'])).toBe('Invalid file. Please upload pdf file');
  });
});

describe('truncateFileName (spec §9)', () => {
  it('cuts the stem to 40 characters and keeps the extension', () => {
    expect(truncateFileName(`${'a'.repeat(50)}.pdf`)).toBe(`${'a'.repeat(40)}.pdf`);
    expect(truncateFileName(`${'a'.repeat(40)}.pdf`)).toBe(`${'a'.repeat(40)}.pdf`);
    expect(truncateFileName('report.final.xlsx')).toBe('report.final.xlsx');
    expect(truncateFileName('Report.PDF')).toBe('Report.pdf');
  });

  it('strips directories, quotes and control characters', () => {
    expect(truncateFileName('C:\\a\\b.pdf')).toBe('b.pdf');
    expect(truncateFileName('/tmp/uploads/b.pdf')).toBe('b.pdf');
    expect(truncateFileName('in"voice\u0000\n.pdf')).toBe('invoice.pdf');
  });

  it('strips bidirectional overrides, marks, isolates, DEL and C1 controls', () => {
    // Shown as 'invoicefdp.exe' would be 'invoiceexe.pdf' with the override: the name must read as it is.
    expect(truncateFileName('invoice\u202Eexe.pdf')).toBe('invoiceexe.pdf');
    const marks = '\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u007F\u0085\u009F';
    expect(truncateFileName(`a${marks}b.pdf`)).toBe('ab.pdf');
    expect(cleanFileName('Zone Document – Itanagar (अ).pdf')).toBe('Zone Document – Itanagar (अ).pdf');
  });

  it('handles names without an extension or without a stem', () => {
    expect(truncateFileName('README')).toBe('README');
    expect(truncateFileName('x'.repeat(45))).toBe('x'.repeat(40));
    expect(truncateFileName('')).toBe('file');
    expect(truncateFileName('C:\\dir\\')).toBe('file');
    expect(extensionOf('.pdf')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateFileName(`${'x'.repeat(39)}😀😀.png`)).toBe(`${'x'.repeat(39)}😀.png`);
  });

  it('keeps the extension and at most 40 characters of the stem', () => {
    const stem = fc
      .string({ unit: fc.constantFrom('a', 'Z', '7', '-', '_', ' ', '.', 'é', 'क', '😀'), minLength: 1, maxLength: 80 })
      .filter((s) => !s.startsWith(' ') && !s.startsWith('.'));
    const extension = fc.constantFrom('pdf', 'PNG', 'xlsx', 'csv', 'Jpeg');
    const dir = fc.constantFrom('', 'C:\\Users\\me\\', '/home/me/', 'uploads/');
    fc.assert(
      fc.property(dir, stem, extension, (d, s, ext) => {
        const result = truncateFileName(`${d}${s}.${ext}`);
        expect(result).toBe(`${[...s].slice(0, 40).join('')}.${ext.toLowerCase()}`);
        expect([...result.slice(0, result.lastIndexOf('.'))].length).toBeLessThanOrEqual(40);
      }),
    );
  });
});

describe('forms and limits', () => {
  it('knows its form names exactly', () => {
    expect(FILE_FORM_NAMES).toEqual([
      'Registration',
      'Payment',
      'TdsChallan',
      'HolidayList',
      'UserManual',
      'AtcUpload',
    ]);
    expect(isFileFormName('Payment')).toBe(true);
    expect(isFileFormName('payment')).toBe(false);
    expect(FILE_MESSAGES.tooLarge(DEFAULT_MAX_UPLOAD_BYTES)).toBe('The file is larger than 10 MB.');
  });
});
