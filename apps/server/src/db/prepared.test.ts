/** preparedOn: a hot query built once per database and shape, named once per shape, never too many names. */
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client.ts';
import { MAX_NAMED_STATEMENTS, preparedOn } from './prepared.ts';

const fakeDb = () => ({}) as unknown as DbOrTx;

describe('preparedOn', () => {
  it('builds a shape once per database, with one name per shape in the process', () => {
    const a = fakeDb();
    const b = fakeDb();
    const built: string[] = [];
    const build = (name: string) => {
      built.push(name);
      return { name };
    };
    const first = preparedOn(a, 'list {"x":true}', build);
    expect(preparedOn(a, 'list {"x":true}', build)).toBe(first);
    const other = preparedOn(a, 'list {"x":false}', build);
    const onB = preparedOn(b, 'list {"x":true}', build);
    expect(built).toHaveLength(3);
    expect(onB).not.toBe(first);
    expect(onB.name).toBe(first.name);
    expect(other.name).not.toBe(first.name);
    expect(first.name).toMatch(/^list___x__true__\d+$/);
  });

  it('runs the shapes past the cap unnamed (node-postgres’ unnamed statement)', () => {
    const db = fakeDb();
    const named = Array.from({ length: MAX_NAMED_STATEMENTS + 5 }, (_, i) => preparedOn(db, `shape ${i}`, (n) => n));
    expect(named.filter((n) => n === '').length).toBeGreaterThanOrEqual(5);
    expect(new Set(named.filter((n) => n !== '')).size).toBe(named.filter((n) => n !== '').length);
  });
});
