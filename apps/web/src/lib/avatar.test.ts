import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColour, initialsOf } from './avatar.ts';

describe('avatar', () => {
  it('uses the first letters of first and last name', () => {
    expect(initialsOf('asha', 'Rao')).toBe('AR');
    expect(initialsOf(' Vikram ', '')).toBe('V');
    expect(initialsOf('', '')).toBe('?');
  });

  it('gives a user the same palette colour every time', () => {
    const colour = avatarColour('approver1');
    expect(AVATAR_COLOURS).toContain(colour);
    expect(avatarColour('approver1')).toBe(colour);
    expect(avatarColour('APPROVER1')).toBe(colour);
  });

  it('has eight colours and spreads the demo users over several of them', () => {
    expect(AVATAR_COLOURS).toHaveLength(8);
    const users = [
      'admin',
      'sldc',
      'approver1',
      'approver2',
      'discom',
      'transco',
      'oa.injecting',
      'oa.drawee',
      'oa.both',
      'trader',
    ];
    expect(new Set(users.map(avatarColour)).size).toBeGreaterThanOrEqual(4);
  });
});
