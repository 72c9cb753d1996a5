import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OTHERS, OTHERS_MESSAGE, othersChoiceField, resolveOthers } from './others-choice.ts';

const field = othersChoiceField('Bank', ['State Bank of India', 'HDFC Bank']);
const issues = (v: unknown) => field.safeParse(v).error?.issues.map((i) => ({ path: i.path, message: i.message }));

describe('resolveOthers', () => {
  it('is the picked option, or the typed value when Others is picked', () => {
    expect(resolveOthers('HDFC Bank', null)).toBe('HDFC Bank');
    expect(resolveOthers('HDFC Bank', 'ignored')).toBe('HDFC Bank');
    expect(resolveOthers('', 'typed')).toBeNull();
    expect(resolveOthers(OTHERS, '  Apex Bank ')).toBe('Apex Bank');
    expect(resolveOthers(OTHERS, '   ')).toBeNull();
    expect(resolveOthers(OTHERS, undefined)).toBeNull();
    expect(resolveOthers(OTHERS, null)).toBeNull();
  });
});

describe('othersChoiceField (spec §5)', () => {
  it('parses to the option or the other value', () => {
    expect(field.parse({ choice: 'State Bank of India' })).toBe('State Bank of India');
    expect(field.parse({ choice: 'HDFC Bank', other: 'Apex Bank' })).toBe('HDFC Bank');
    expect(field.parse({ choice: 'Others', other: ' Apex Bank ' })).toBe('Apex Bank');
  });

  it('asks for the other value when Others is picked with nothing typed', () => {
    expect(OTHERS_MESSAGE).toBe('Please provide other value or pick from the given');
    const expected = [{ path: ['other'], message: 'Please provide other value or pick from the given' }];
    expect(issues({ choice: 'Others', other: '' })).toEqual(expected);
    expect(issues({ choice: 'Others', other: '  ' })).toEqual(expected);
    expect(issues({ choice: 'Others', other: null })).toEqual(expected);
    expect(issues({ choice: 'Others' })).toEqual(expected);
  });

  it('requires a choice and refuses one not in the list', () => {
    expect(issues({ choice: '' })).toEqual([{ path: ['choice'], message: 'Bank is required' }]);
    expect(issues({})).toEqual([{ path: ['choice'], message: 'Bank is required' }]);
    expect(issues({ choice: 'Apex Bank' })).toEqual([{ path: ['choice'], message: OTHERS_MESSAGE }]);
  });

  it('never yields an empty value on success', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', 'B'), maxLength: 4 });
    const choice = fc.oneof(fc.constantFrom('Others', 'HDFC Bank', ''), text);
    fc.assert(
      fc.property(choice, fc.option(text), (c, other) => {
        const result = field.safeParse({ choice: c, other });
        if (result.success) expect(result.data).toBe(resolveOthers(c, other));
        expect(result.success).toBe(resolveOthers(c, other) !== null && (c === OTHERS || c === 'HDFC Bank'));
      }),
    );
  });
});
