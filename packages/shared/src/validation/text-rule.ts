/**
 * The one rule for every text the API takes (issue #12 item 7): no C0 control characters but tab, line feed and
 * carriage return (so no NUL, which PostgreSQL cannot store), no DEL, no unpaired UTF-16 surrogate (which no JSON
 * column can store). The text helpers, free-text fields and JSON columns apply it with a field message; the server
 * also applies it to every request before validation, so no route can miss it.
 */
import { z } from 'zod';

// Control characters are what this rule is about.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const TEXT_RULE_CODE = 'INVALID_CHARACTERS';

/** Does `text` hold a high surrogate without its low half, or a low one without its high half? */
function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return true;
    }
  }
  return false;
}

export function hasDisallowedCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text) || hasLoneSurrogate(text);
}

export function disallowedCharactersMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/** A place in a value being walked: its key and the place that holds it (paths are built only when needed). */
interface Place {
  value: unknown;
  key: string | number | null;
  parent: Place | null;
}

function pathOf(place: Place, lastKey?: string): (string | number)[] {
  const path: (string | number)[] = lastKey === undefined ? [] : [lastKey];
  for (let p: Place | null = place; p && p.key !== null; p = p.parent) path.push(p.key);
  return path.reverse();
}

/** The path of the first string (value or key) in `value` that breaks the rule, or null; iterative, any depth. */
export function findDisallowedText(value: unknown): (string | number)[] | null {
  const stack: Place[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const current = place.value;
    if (typeof current === 'string') {
      if (hasDisallowedCharacters(current)) return pathOf(place);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, key: index, parent: place }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasDisallowedCharacters(key)) return pathOf(place, key);
        stack.push({ value: item, key, parent: place });
      }
    }
  }
  return null;
}

/** The rule as a zod check: '{label} contains characters that are not allowed', code INVALID_CHARACTERS. */
export function allowedCharacters(label: string) {
  return {
    message: disallowedCharactersMessage(label),
    params: { code: TEXT_RULE_CODE },
    // Checks after a refusal would only repeat it with a worse message (a NUL counted as a character).
    abort: true,
  } as const;
}

/** Any text field: a string under the rule (chain trim, min, max, regex after it). */
export function text(label: string, options: { error?: string } = {}) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .refine((v) => !hasDisallowedCharacters(v), allowedCharacters(label));
}

/** A value kept as JSON (drafts, details): every key and string in it under the rule. */
export function jsonObject(label: string, options: { error?: string } = {}) {
  const params = options.error ? { error: options.error } : undefined;
  return z.record(z.string(), z.unknown(), params).superRefine((value, ctx) => {
    const path = findDisallowedText(value);
    if (path) ctx.addIssue({ code: 'custom', path, ...allowedCharacters(label) });
  });
}
