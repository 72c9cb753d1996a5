import { describe, expect, it } from 'vitest';
import { businessNow } from './business-now.ts';

describe('businessNow', () => {
  it('reads the Asia/Kolkata date and minutes, rounding a started minute up', () => {
    expect(businessNow(new Date('2026-03-10T04:30:00Z'))).toEqual({ date: '2026-03-10', minutes: 600 });
    expect(businessNow(new Date('2026-03-10T04:30:01Z'))).toEqual({ date: '2026-03-10', minutes: 601 });
    // 20:45 UTC is 02:15 the next day in India.
    expect(businessNow(new Date('2026-03-10T20:45:00Z'))).toEqual({ date: '2026-03-11', minutes: 135 });
    // 23:59:30 IST rounds up into the next day.
    expect(businessNow(new Date('2026-03-10T18:29:30Z'))).toEqual({ date: '2026-03-11', minutes: 0 });
  });
});
