import { describe, expect, it } from 'vitest';
import { captchaSchema } from '@stoa/shared';
import { captchaCheck } from './get-captcha.ts';

const CANDIDATES: unknown[] = [
  { captchaId: 'c-1', image: '<svg/>' },
  { captchaId: '', image: '', extra: 1 },
  { captchaId: 1, image: '<svg/>' },
  { captchaId: 'c-1' },
  { image: '<svg/>' },
  [],
  null,
];

describe('captcha check', () => {
  it('accepts what the shared captchaSchema accepts, and gives the same captcha', () => {
    for (const candidate of CANDIDATES) {
      const shared = captchaSchema.safeParse(candidate);
      const check = captchaCheck.safeParse(candidate);
      if (shared.success) expect(check, JSON.stringify(candidate)).toEqual({ success: true, data: shared.data });
      else expect(check, JSON.stringify(candidate)).toEqual({ success: false });
    }
  });
});
