/**
 * The one zod error map (issue #12 item 8): every message zod would write in its own English ('Invalid input:
 * expected number, received NaN') becomes '{Label} …' wording people can read. Messages our schemas write (the
 * spec's texts) always win — zod asks this map only for issues without one.
 *
 * shared is `sideEffects: false`, so importing it installs nothing: the server (buildApp), the web (main.tsx) and
 * each test project's setup call `installErrorMap()`.
 */
import { z } from 'zod';
import { businessDate, formatDisplayDate } from '../calendar/dates.ts';
import { requiredMessage } from './messages.ts';

/** Labels of keys whose words alone read badly (the form's own labels); others come from the key itself. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  oaRequirement: 'Applied Requirement (MW)',
  fromTimeBlock: 'From Time',
  toTimeBlock: 'To Time',
  oaFromDate: 'From Date',
  oaToDate: 'To Date',
  OAFromDate: 'From Date',
  OAToDate: 'To Date',
  sellerRegistrationId: 'Seller',
  buyerRegistrationId: 'Buyer',
  SellerId: 'Seller',
  BuyerId: 'Buyer',
  traderId: 'Trader',
  corridorId: 'Corridor',
  fileId: 'File',
  quantumMw: 'Quantum (MW)',
  panCardNumber: 'PAN Card Number',
  id: 'ID',
  Id: 'ID',
  isDraft: 'Draft',
  isValid: 'Valid',
  isEnabled: 'Enabled',
};

/** The label of the value at the root of a payload. */
const ROOT_LABEL = 'Value';

/** 'pageNumber' → 'Page Number', 'OAFromDate' → 'OA From Date', 'exBus_capacity' → 'Ex Bus Capacity'. */
export function labelOfKey(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return ROOT_LABEL;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** The label of a field by its path: the last key that is not an array index ('timeBlocks.0.oaRequirement'). */
export function labelOfPath(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((k) => typeof k === 'string' && !/^\d+$/.test(k));
  return typeof key === 'string' ? labelOfKey(key) : ROOT_LABEL;
}

type RawIssue = z.core.$ZodRawIssue;

const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  nan: 'must be a number',
  string: 'must be text',
  boolean: 'must be true or false',
  array: 'must be a list',
  tuple: 'must be a list',
  set: 'must be a list',
  object: 'must be a group of fields',
  record: 'must be a group of fields',
  map: 'must be a group of fields',
  date: 'must be a date',
  file: 'must be a file',
  null: 'must be empty',
  undefined: 'must be left out',
  never: 'is not expected here',
};

const FORMAT_WORDS: Readonly<Record<string, string>> = {
  date: 'must be a date (YYYY-MM-DD)',
  datetime: 'must be a date and time (ISO 8601)',
  time: 'must be a time (HH:MM)',
  email: 'must be a valid email',
  url: 'must be a web address',
  uuid: 'must be a valid id',
  guid: 'must be a valid id',
};

const SIZE_UNITS: Readonly<Record<string, string>> = {
  string: 'characters',
  array: 'items',
  set: 'items',
  map: 'entries',
  file: 'bytes',
};

function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

function typeMessage(label: string, issue: Extract<RawIssue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return requiredMessage(label);
  return `${label} ${TYPE_WORDS[issue.expected] ?? 'has the wrong type'}`;
}

function sizeMessage(label: string, issue: Extract<RawIssue, { code: 'too_big' | 'too_small' }>): string {
  const isBig = issue.code === 'too_big';
  const bound = String(isBig ? issue.maximum : issue.minimum);
  const unit = SIZE_UNITS[issue.origin];
  if (!isBig && unit && (issue.origin === 'string' || issue.origin === 'array') && Number(bound) <= 1) {
    return requiredMessage(label);
  }
  if (unit) {
    if (issue.exact) return `${label} must have exactly ${bound} ${unit}`;
    return isBig ? `${label} can be at most ${bound} ${unit}` : `${label} must have at least ${bound} ${unit}`;
  }
  const value = issue.origin === 'date' ? formatDisplayDate(businessDate(new Date(Number(bound)))) : bound;
  if (isBig) return issue.inclusive ? `${label} must be at most ${value}` : `${label} must be less than ${value}`;
  return issue.inclusive ? `${label} must be at least ${value}` : `${label} must be greater than ${value}`;
}

function formatMessage(label: string, issue: Extract<RawIssue, { code: 'invalid_format' }>): string {
  return `${label} ${FORMAT_WORDS[issue.format] ?? 'is not in the right format'}`;
}

function optionsMessage(label: string, values: readonly unknown[]): string {
  if (values.length === 1) return `${label} must be ${describeValue(values[0])}`;
  return `${label} must be one of: ${values.map(describeValue).join(', ')}`;
}

/** The schema's own label (`.meta({ title })`) where it has one, else the path's. */
function labelOf(issue: RawIssue): string {
  const schema = (issue as { schema?: unknown }).schema ?? issue.inst;
  const title = schema instanceof z.core.$ZodType ? z.globalRegistry.get(schema)?.title : undefined;
  return title ?? labelOfPath(issue.path);
}

/** '{Label} …' for every issue zod would otherwise word itself. */
export const errorMap: z.core.$ZodErrorMap = (issue) => {
  const label = labelOf(issue);
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(label, issue);
    case 'too_big':
    case 'too_small':
      return sizeMessage(label, issue);
    case 'invalid_format':
      return formatMessage(label, issue);
    case 'invalid_value':
      return optionsMessage(label, issue.values);
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    case 'invalid_union': {
      const options = (issue as { options?: unknown }).options;
      if (Array.isArray(options) && options.length > 0) return optionsMessage(label, options);
      return `${label} is not valid`;
    }
    case 'invalid_key':
      return `${label} has a key that is not allowed`;
    case 'invalid_element':
      return `${label} has a value that is not allowed`;
    default:
      return `${label} is not valid`;
  }
};

/** Makes `errorMap` zod's for every schema in this process (idempotent). */
export function installErrorMap(): void {
  z.config({ customError: errorMap });
}
