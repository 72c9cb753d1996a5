/**
 * The text of an uncompressed pdfkit PDF: enough for a test to check what a PDF says. One line per text-showing
 * operator (TJ). The portal embeds its fonts (platform/pdf.ts), so a string is 2-byte glyph codes of the font chosen
 * by the last `Tf`, read back to Unicode through that font's ToUnicode map; a built-in font's string is Latin-1.
 * The TJ pattern matches each character one way only: the CMap's long arrays of codes must not make it backtrack.
 */
type ToUnicode = Map<number, string>;

/** One array entry; a ligature's is several code points apart: `<0066 0069>` for ﬁ. */
const HEX_UNIT = /<([0-9a-fA-F\s]+)>/g;

function hexCodes(hex: string, width: number): number[] {
  const codes: number[] = [];
  for (let i = 0; i < hex.length; i += width) codes.push(parseInt(hex.slice(i, i + width), 16));
  return codes;
}

const unicodeOf = (hex: string) => String.fromCodePoint(...hexCodes(hex.replace(/\s/g, ''), 4));

/** A ToUnicode CMap as pdfkit writes it: bfrange lines with an array or a first code, and bfchar pairs. */
function parseCmap(cmap: string): ToUnicode {
  const map: ToUnicode = new Map();
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of body!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const first = parseInt(lo!, 16);
      const last = parseInt(hi!, 16);
      if (rest!.startsWith('[')) {
        [...rest!.matchAll(HEX_UNIT)].forEach((m, i) => map.set(first + i, unicodeOf(m[1]!)));
      } else {
        const start = parseInt(rest!.slice(1, -1), 16);
        for (let code = first; code <= last; code++) map.set(code, String.fromCodePoint(start + code - first));
      }
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of body!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(code!, 16), unicodeOf(text!));
    }
  }
  return map;
}

/** Font resource name (F1, F2 …) → its ToUnicode map; absent for the built-in fonts. */
function fontMaps(source: string): Map<string, ToUnicode> {
  const objects = new Map<string, string>();
  for (const [, id, body] of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(id!, body!);
  const maps = new Map<string, ToUnicode>();
  for (const [, fontDict] of source.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
    for (const [, name, id] of fontDict!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!) ?? '')?.[1];
      const cmap = toUnicode === undefined ? undefined : objects.get(toUnicode);
      if (cmap) maps.set(name!, parseCmap(cmap));
    }
  }
  return maps;
}

export function pdfText(pdf: string | Buffer): string {
  const source = typeof pdf === 'string' ? pdf : pdf.toString('latin1');
  const maps = fontMaps(source);
  const lines: string[] = [];
  let font: ToUnicode | undefined;
  for (const match of source.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
    if (match[1] !== undefined) {
      font = maps.get(match[1]);
      continue;
    }
    const hex = [...match[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!).join('');
    lines.push(
      font
        ? hexCodes(hex, 4)
            .map((code) => font!.get(code) ?? '\uFFFD')
            .join('')
        : Buffer.from(hex, 'hex').toString('latin1'),
    );
  }
  return lines.join('\n');
}
