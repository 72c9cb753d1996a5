/**
 * The README says what the code does (issue 36): its sign-in lockout sentence and the LOGIN_* rows of its
 * configuration table read the defaults of config.ts, and its day-ahead walkthrough the default application windows
 * (DOMAIN §3: day-ahead from 3 days before delivery until 15:00 the day before; after 15:00, Contingency Day-Ahead).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_RULES } from '@stoa/shared';
import { loadConfig } from './config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const prose = readme.replace(/\s+/g, ' ');
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const word = (n: number) => WORDS[n] ?? String(n);
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);
/** Says the sentence it missed, not the whole README. */
const expectSays = (sentence: string) => expect(prose.includes(sentence), `README should say: ${sentence}`).toBe(true);

describe('README', () => {
  const config = loadConfig({});

  it('states the sign-in lockout as the defaults enforce it, and its table rows agree', () => {
    const minutes = config.LOGIN_LOCKOUT_MINUTES;
    expectSays(
      `${capital(word(config.LOGIN_MAX_FAILURES_PER_IP_USER))} wrong passwords for one user name from one address ` +
        `lock that address out of the name, and ${word(config.LOGIN_MAX_FAILURES_PER_USER)} from all addresses ` +
        `together lock the name itself, each for ${minutes} minutes (failures counted within ${minutes} minutes`,
    );
    const rows = [...readme.matchAll(/^\| `(LOGIN_[A-Z_]+)` +\| `([^`]*)` /gm)].map(([, name, value]) => [name, value]);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const [name, value] of rows) expect(value, name).toBe(String(config[name as keyof typeof config]));
  });

  it('states the day-ahead window as the default business rules open it', () => {
    const { DayAhead, ContingencyDayAhead } = DEFAULT_BUSINESS_RULES.applicationWindows;
    expect(ContingencyDayAhead.opensAt).toBe(DayAhead.cutoffTime);
    expectSays(
      `New Application → Day-ahead (delivery 1 to ${DayAhead.openDaysBefore} days ahead, tomorrow only until ` +
        `${DayAhead.cutoffTime} today: after ${DayAhead.cutoffTime}, tomorrow takes a Contingency Day-Ahead ` +
        `application and Day-ahead delivery starts the day after tomorrow)`,
    );
  });
});
