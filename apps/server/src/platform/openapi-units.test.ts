/**
 * The OpenAPI document states the unit of every money field (issue 34): reports answer paise, payments rupees, e-bidding
 * prices Rs/kWh — a client must not have to guess. The test walks /api/docs/json (generated from the shared zod
 * schemas) and fails on any numeric field of a request or an answer whose name looks like money (or a total, a rate,
 * an overdue figure) and whose description names no unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithoutDatabase } from '../test/test-app.ts';

type Schema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

/** Names that carry money or a figure of one (ids apart). */
const MONEY_LOOKING =
  /amount|price|fee|charge|paise|tds|refund|total|balance|payable|paid|settled|deducted|gross|^net|interest|outstanding|overdue|credit|money|^stu|^operating|^rate$|^values?$/i;
/** A unit a description may name. */
const UNIT =
  /paise|rupees|Rs\/kWh|Rs\/MW\/day|Rs per|percent|%|count|number of|MWh|\bMW\b|working days|\bdays\b|\bmonths\b/i;

const variants = (s: Schema): Schema[] => [s, ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]];
const isNumeric = (s: Schema): boolean =>
  variants(s).some(
    (v) =>
      [v.type].flat().some((t) => t === 'number' || t === 'integer') ||
      (v.type === 'array' && !!v.items && isNumeric(v.items)) ||
      (typeof v.additionalProperties === 'object' && isNumeric(v.additionalProperties)),
  );
const describedWithUnit = (s: Schema) => variants(s).some((v) => UNIT.test(v.description ?? ''));
/** A quantity whose name ends in its unit says it (interestMonths, totalMwh, tdsRatePercent). */
const NAMED_UNIT = /(Months|Days|Mwh|Mw|Percent)$/;

/** Every money-looking numeric field under `schema` without a unit, as 'where.field'. */
function unitless(schema: Schema | undefined, where: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const found: string[] = [];
  // A choice's `{ value, label }`: the value is the option's id.
  const isOption = !!schema.properties?.['label'] && !!schema.properties['value'];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const isId = /Ids?$/.test(name) || (isOption && name === 'value');
    const hasUnit = NAMED_UNIT.test(name) || describedWithUnit(field);
    if (MONEY_LOOKING.test(name) && !isId && isNumeric(field) && !hasUnit) {
      found.push(`${where}.${name}`);
    }
    found.push(...unitless(field, `${where}.${name}`));
  }
  if (schema.items) found.push(...unitless(schema.items, `${where}[]`));
  if (typeof schema.additionalProperties === 'object') found.push(...unitless(schema.additionalProperties, where));
  for (const v of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...unitless(v, where));
  }
  return found;
}

type Operation = {
  parameters?: { name: string; in: string; schema?: Schema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

let doc: { paths: Record<string, Record<string, Operation>> };
let close: () => Promise<void>;
beforeAll(async () => {
  const app = await createAppWithoutDatabase();
  close = app.close;
  doc = (await app.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => close());

describe('the OpenAPI document', () => {
  it('names the unit of every money field of every request and answer', () => {
    const missing = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const at = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) {
          const field = { ...p.schema, description: p.description ?? p.schema?.description };
          if (MONEY_LOOKING.test(p.name) && isNumeric(field) && !describedWithUnit(field))
            missing.add(`${at} ${p.name}`);
        }
        for (const m of Object.values(op.requestBody?.content ?? {})) {
          for (const f of unitless(m.schema, `${at} request`)) missing.add(f);
        }
        for (const [status, answer] of Object.entries(op.responses ?? {})) {
          for (const m of Object.values(answer.content ?? {})) {
            for (const f of unitless(m.schema, `${at} ${status}`)) missing.add(f);
          }
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('finds a money field without a unit (the walk itself can fail)', () => {
    const answer = {
      properties: { data: { properties: { amount: { type: 'number' }, total: { type: ['integer', 'null'] } } } },
    };
    expect(unitless(answer, 'x')).toEqual(['x.data.amount', 'x.data.total']);
    const described = {
      properties: { amount: { anyOf: [{ type: 'number', description: 'Rupees' }, { type: 'null' }] } },
    };
    expect(unitless(described, 'x')).toEqual([]);
    expect(unitless({ properties: { interestMonths: { type: 'integer' } } }, 'x')).toEqual([]);
  });
});
