/**
 * The parts of every xlsx the portal writes (issue 36 item 4 "Real Excel"): one sheet with a bold header row that is
 * frozen, an autofilter over the header and the data, column widths that fit the header and the longest value of the
 * first rows (bounded), dates and numbers as Excel values in their kinds' formats (sheet-cells.ts), text inline (no
 * shared-string table to hold in memory). Pure strings: the server streams them into a deflated zip as rows arrive
 * (platform/xlsx-writer.ts); the web stores them in a zip in the browser (lib/table-file.ts).
 */
import {
  NUMBER_KINDS,
  TIME_KINDS,
  XLSX_NUMBER_FORMATS,
  excelSerial,
  isIdentifierKind,
  isTimeKind,
  shownLength,
  type CellKind,
  type CellValue,
  type TimeKind,
} from './sheet-cells.ts';

export interface SheetColumn {
  header: string;
  kind: CellKind;
}
export type SheetRow = readonly CellValue[];

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_NS = 'http://schemas.openxmlformats.org/package/2006';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
export const XLSX_SHEET_PART = 'xl/worksheets/sheet1.xml';

// XML 1.0 has no place for C0 controls but tab, LF and CR, nor for lone surrogates or U+FFFE/U+FFFF.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the rule is about control characters
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const xmlText = (s: string) => s.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(65 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Excel's sheet-name rule: at most 31 characters, none of []:*?/\ . */
export const sheetNameOf = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet1';

/** The kinds with a number format, in the order of their styles. */
const FORMATTED_KINDS = [...NUMBER_KINDS, ...TIME_KINDS];
/** Style ids (cellXfs): 0 plain, 1 the bold header, 2 wrapped text, then one per formatted kind. */
const HEADER_STYLE = 1;
const STYLE_OF = {
  text: 0,
  longText: 2,
  identifier: 0,
  ...Object.fromEntries(FORMATTED_KINDS.map((kind, i) => [kind, 3 + i])),
} as Record<CellKind, number>;

function stylesXml(): string {
  const numFmts = FORMATTED_KINDS.map(
    (kind, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(XLSX_NUMBER_FORMATS[kind])}"/>`,
  );
  const xf = (attributes: string, inner = '') =>
    `<xf fillId="0" borderId="0" xfId="0" ${attributes}${inner ? `>${inner}</xf>` : '/>'}`;
  const xfs = [
    xf('numFmtId="0" fontId="0"'),
    xf('numFmtId="0" fontId="1" applyFont="1"'),
    xf('numFmtId="0" fontId="0" applyAlignment="1"', '<alignment vertical="top" wrapText="1"/>'),
    ...FORMATTED_KINDS.map((_, i) => xf(`numFmtId="${164 + i}" fontId="0" applyNumberFormat="1"`)),
  ];
  const font = (bold: string) => `<font>${bold}<sz val="11"/><name val="Calibri"/></font>`;
  return `${XML}<styleSheet xmlns="${NS}"><numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts><fonts count="2">${font('')}${font('<b/>')}</fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs></styleSheet>`;
}

/** The workbook's parts around its one sheet (XLSX_SHEET_PART), as [path, xml]. */
export function xlsxFrameParts(sheetName: string): [string, string][] {
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${REL_NS}/${type}" Target="${target}"/>`;
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="${PKG_NS}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${SHEET_TYPE}.sheet.main+xml"/><Override PartName="/${XLSX_SHEET_PART}" ContentType="${SHEET_TYPE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${SHEET_TYPE}.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG_NS}/relationships">${rel('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG_NS}/relationships">${rel('rId1', 'worksheet', 'worksheets/sheet1.xml')}${rel('rId2', 'styles', 'styles.xml')}</Relationships>`,
    ],
    ['xl/styles.xml', stylesXml()],
  ];
}

/** Column widths in characters: at least the header with its filter button, at most MAX_WIDTH. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const FILTER_BUTTON = 3;

/**
 * Widths that fit each column's header and the longest value of `rows` (the first page of a streamed file); an
 * identifier column is never narrower than its longest number (no MAX_WIDTH: a number is never cut).
 */
export function columnWidths(columns: readonly SheetColumn[], rows: readonly SheetRow[]): number[] {
  return columns.map((column, i) => {
    let longest = Math.ceil(column.header.length * 1.1) + FILTER_BUTTON;
    for (const row of rows) longest = Math.max(longest, shownLength(column.kind, row[i] ?? null));
    const max = isIdentifierKind(column.kind) ? Infinity : MAX_WIDTH;
    return Math.min(max, Math.max(MIN_WIDTH, longest + 1));
  });
}

function cellXml(ref: string, value: CellValue, style: number, timeKind: TimeKind | null): string {
  if (value === null || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  const serial = timeKind ? excelSerial(timeKind, value) : null;
  if (serial !== null) return `<c r="${ref}"${s}><v>${serial}</v></c>`;
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

/**
 * One sheet's XML in three steps, rows numbered as they come: `start` (the frozen header, widths fitted to the rows
 * given, usually the first page), `rows` for each page, `end` (the autofilter over every row written).
 */
export function sheetXmlWriter(columns: readonly SheetColumn[]) {
  const letters = columns.map((_, i) => columnLetters(i));
  const styles = columns.map((c) => STYLE_OF[c.kind]);
  const timeKinds = columns.map((c) => (isTimeKind(c.kind) ? c.kind : null));
  let last = 1;
  return {
    start(firstRows: readonly SheetRow[]): string {
      const widths = columnWidths(columns, firstRows);
      const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`);
      const header = columns.map((c, i) => cellXml(`${letters[i]}1`, c.header, HEADER_STYLE, null)).join('');
      return `${XML}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols.join('')}</cols><sheetData><row r="1">${header}</row>`;
    },
    rows(rows: readonly SheetRow[]): string {
      let xml = '';
      for (const row of rows) {
        last += 1;
        let cells = '';
        for (let i = 0; i < columns.length; i++) {
          cells += cellXml(`${letters[i]}${last}`, row[i] ?? null, styles[i]!, timeKinds[i]!);
        }
        xml += `<row r="${last}">${cells}</row>`;
      }
      return xml;
    },
    end(): string {
      const filter = columns.length > 0 ? `<autoFilter ref="A1:${letters[columns.length - 1]}${last}"/>` : '';
      return `</sheetData>${filter}</worksheet>`;
    },
  };
}
