import { describe, expect, it } from 'vitest';
import { errorCodeOfIssue } from '../api/error-codes.ts';
import { findDisallowedText, hasDisallowedCharacters, jsonObject, text } from './text-rule.ts';
import { requiredText } from './patterns.ts';

describe('the text rule', () => {
  it('refuses C0 controls but tab, LF and CR, DEL, and unpaired surrogates; takes the rest of Unicode', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u001b[0m', 'x\u007f', '\ud800', 'a\udc00b', '\udbff\ud800']) {
      expect(hasDisallowedCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['plain', 'tab\tnew\nline\r', 'नमस्ते', 'emoji \ud83d\ude00', '€ ₹ ©', '']) {
      expect(hasDisallowedCharacters(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('finds the first bad string or key anywhere in a value, at any depth, without recursion', () => {
    expect(findDisallowedText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', 1, 'c']);
    expect(findDisallowedText({ rows: [{ ['k\ud800']: 1 }] })).toEqual(['rows', 0, 'k\ud800']);
    expect(findDisallowedText({ a: 'ok', b: [1, true, null] })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findDisallowedText(deep)).toHaveLength(100_000);
  });

  it("gives text fields '{Label} contains characters that are not allowed' with INVALID_CHARACTERS, once", () => {
    for (const schema of [text('Remarks'), requiredText('Remarks')]) {
      const issues = schema.safeParse('a\u0000').error!.issues;
      expect(issues.map((i) => i.message)).toEqual(['Remarks contains characters that are not allowed']);
      expect(errorCodeOfIssue(issues[0]!)).toBe('INVALID_CHARACTERS');
    }
  });

  it('checks every key and string of a JSON column and names the path', () => {
    const issues = jsonObject('Details').safeParse({ connection: { name: 'North\ud800' } }).error!.issues;
    expect(issues).toMatchObject([{ path: ['connection', 'name'], params: { code: 'INVALID_CHARACTERS' } }]);
    expect(jsonObject('Details').safeParse({ connection: { name: 'North' } }).success).toBe(true);
  });
});
