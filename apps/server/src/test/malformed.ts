/**
 * Malformed requests for the bad-input walker (platform/bad-input.test.ts): a plausible body built from a route's
 * documented schema (the OpenAPI document the app generates from the same zod schemas), then broken in every way a
 * client could break it — and path and query values no route should choke on.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  $ref?: string;
  minimum?: number;
  default?: unknown;
}

/** A request body as sent: raw text (so numbers JSON.stringify cannot write survive) and its content type. */
export interface RawBody {
  label: string;
  payload: string | undefined;
  contentType: string;
}

const JSON_TYPE = 'application/json';
const DEEP = 5_000;

export interface SkeletonOptions {
  components: Record<string, JsonSchema>;
  /** Leave optional properties out (an optional id would make most writes a 404 before they store anything). */
  requiredOnly?: boolean;
}

/** A value that fits `schema` closely enough to get past its types (enums, dates and numbers plausible). */
export function skeletonOf(schema: JsonSchema | undefined, options: SkeletonOptions, depth = 0): unknown {
  if (!schema || depth > 12) return null;
  const next = (s: JsonSchema | undefined) => skeletonOf(s, options, depth + 1);
  if (schema.$ref) return next(options.components[schema.$ref.split('/').pop()!]);
  const branch = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branch) return next(branch.find((b) => !isNullOnly(b)) ?? branch[0]);
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? null;
  const type = [schema.type ?? 'object'].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => !options.requiredOnly || (schema.required ?? []).includes(key))
          .map(([key, value]) => [key, next(value)]),
      );
    case 'array':
      return [next(schema.items)];
    case 'string':
      return schema.format === 'date' ? '2026-04-01' : schema.format === 'uuid' ? crypto.randomUUID() : 'x';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

function isNullOnly(schema: JsonSchema): boolean {
  return schema.type === 'null' || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null);
}

/** `value` with every leaf replaced (and, with `extraKey`, one more key on every object). */
function mapLeaves(value: unknown, leaf: (v: unknown) => unknown, extraKey?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf, extraKey));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf, extraKey)]);
    if (extraKey !== undefined) entries.push([extraKey, leaf('x')]);
    return Object.fromEntries(entries);
  }
  return leaf(value);
}

const RAW = '__RAW_NUMBER__';

/** Every number leaf written as `raw` JSON text (2^53 + 1 and 1e309 cannot pass through JSON.stringify). */
function withRawNumbers(skeleton: unknown, raw: string): string {
  const marked = mapLeaves(skeleton, (v) => (typeof v === 'number' ? RAW : v));
  return JSON.stringify(marked).replaceAll(`"${RAW}"`, raw);
}

const json = (label: string, value: unknown): RawBody => ({
  label,
  payload: JSON.stringify(value),
  contentType: JSON_TYPE,
});
const raw = (label: string, payload: string | undefined, contentType = JSON_TYPE): RawBody => ({
  label,
  payload,
  contentType,
});
const strings = (skeleton: unknown, to: (s: string) => unknown, extraKey?: string) =>
  mapLeaves(skeleton, (v) => (typeof v === 'string' ? to(v) : v), extraKey);
const numbers = (skeleton: unknown, to: unknown) => mapLeaves(skeleton, (v) => (typeof v === 'number' ? to : v));

function deepArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

function deepObject(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** The body with every top-level field (and `details`, the JSON columns' usual name) nested `deep` levels. */
function deepFields(top: object, deep: (depth: number) => string): string {
  const keys = [...new Set([...Object.keys(top), 'details'])];
  return `{${keys.map((key) => `${JSON.stringify(key)}:${deep(DEEP)}`).join(',')}}`;
}

/** Every way the walker breaks a body that would otherwise fit. */
export function malformedBodies(skeleton: unknown): RawBody[] {
  const top = skeleton !== null && typeof skeleton === 'object' && !Array.isArray(skeleton) ? skeleton : {};
  return [
    json('the plausible body', skeleton),
    json(
      'NUL in every string and key',
      strings(skeleton, (s) => `${s}\u0000b`, 'k\u0000'),
    ),
    json(
      'a lone surrogate in every string and key',
      strings(skeleton, (s) => `${s}\ud800`, '\udc00'),
    ),
    json(
      'control characters in every string',
      strings(skeleton, (s) => `${s}\u0007\u001b\u007f`),
    ),
    json(
      '20,000 characters in every string',
      strings(skeleton, (s) => s.padEnd(20_000, 'y')),
    ),
    json(
      'an impossible date in every string',
      strings(skeleton, () => '2026-13-45'),
    ),
    json(
      'every string a number',
      strings(skeleton, () => 12345),
    ),
    raw('every number 2^31', withRawNumbers(skeleton, '2147483648')),
    raw('every number 2^53 + 1', withRawNumbers(skeleton, '9007199254740993')),
    raw('every number 1e309', withRawNumbers(skeleton, '1e309')),
    raw('every number -2^31 - 1', withRawNumbers(skeleton, '-2147483649')),
    json('every number -1', numbers(skeleton, -1)),
    json('every number 0.001', numbers(skeleton, 0.001)),
    json('every number as text', numbers(skeleton, 'abc')),
    json(
      'every leaf a list',
      mapLeaves(skeleton, () => []),
    ),
    json(
      'every leaf an object',
      mapLeaves(skeleton, () => ({})),
    ),
    json(
      'every leaf null',
      mapLeaves(skeleton, () => null),
    ),
    raw('5,000-deep lists in every field', deepFields(top, deepArray)),
    raw('5,000-deep objects in every field', deepFields(top, deepObject)),
    raw('a 5,000-deep list', deepArray(DEEP)),
    raw('a 5,000-deep object', deepObject(DEEP)),
    raw('a prototype key', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
    raw('an empty JSON body', ''),
    raw('null', 'null'),
    raw('a list', '[]'),
    raw('a string', '"text"'),
    raw('a number', '123'),
    raw('JSON cut short', '{"a": '),
    raw('not JSON', 'not json at all'),
    raw('plain text', 'hello', 'text/plain'),
    raw('an unknown content type', '<a/>', 'application/xml'),
    raw('a form', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    raw('2 MB of JSON', JSON.stringify({ filler: 'z'.repeat(2 * 1024 * 1024) })),
  ];
}

/** Values for every path and query parameter (already URL-encoded where they must be). */
export const PARAMETER_VALUES = [
  '1',
  'abc',
  '99999999999',
  '2147483648',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '1.5',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4',
  '2026-13-45',
  'x'.repeat(5_000),
];

/** Malformed multipart bodies for the upload route. */
export function malformedMultipart(): RawBody[] {
  const boundary = 'stoa-walker';
  const part = (headers: string, content: string) =>
    `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  const type = `multipart/form-data; boundary=${boundary}`;
  return [
    raw('multipart without a boundary', 'garbage', 'multipart/form-data'),
    raw('multipart with garbage', 'garbage without parts', type),
    raw('multipart cut short', `--${boundary}\r\nContent-Disposition: form-data; name="uploadedFile"`, type),
    raw('multipart with only a field', part('Content-Disposition: form-data; name="other"', 'x'), type),
    raw(
      'a file name with NUL',
      part('Content-Disposition: form-data; name="uploadedFile"; filename="a\u0000b.pdf"', '%PDF-1.4\n%%EOF\n'),
      type,
    ),
    raw(
      'a file name with a lone surrogate escape',
      part('Content-Disposition: form-data; name="uploadedFile"; filename*=UTF-8\'\'a%ED%A0%80.pdf', '%PDF-1.4\n'),
      type,
    ),
    raw(
      'a file name of control characters',
      part('Content-Disposition: form-data; name="uploadedFile"; filename="\u0007\u001b.pdf"', '%PDF-1.4\n%%EOF\n'),
      type,
    ),
  ];
}
