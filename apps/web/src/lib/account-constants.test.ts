import { describe, expect, it } from 'vitest';
import * as shared from '@stoa/shared';
import * as local from './account-constants.ts';

describe('account constants', () => {
  it('are the shared ones', () => {
    for (const [name, value] of Object.entries(local)) {
      expect(shared[name as keyof typeof shared], name).toBe(value);
    }
  });
});
