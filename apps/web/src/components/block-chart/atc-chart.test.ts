import { describe, expect, it } from 'vitest';
import { atcDescription } from './atc-chart.tsx';

describe('atcDescription', () => {
  it('names the peak ATC and the least remaining MW', () => {
    expect(atcDescription([100, 80], [70, 0])).toBe('Peak ATC 100.00 MW, least remaining 0.00 MW.');
  });

  it('says a day without ATC has none, instead of a peak of 0.00 MW', () => {
    expect(atcDescription([0, 0, 0], [0, 0, 0])).toBe('No ATC in any block: nothing can be allocated.');
  });
});
