import { describe, expect, it } from 'vitest';
import { blankCounts, countsBody, formatRate, liveTotals } from './eggCounts';

describe('the live figures of an egg count', () => {
  it('adds trays of 30 and loose eggs per grade, then cracked and broken', () => {
    // Small 2 x 30 + 10 = 70, medium 18 x 30 + 5 = 545, large 31 x 30 + 12 = 942, jumbo 90:
    // 1,647 good; + 52 cracked + 9 broken = 1,708; of 2,090 birds 81.72 %, shown 81.7 %.
    const counts = {
      ...blankCounts(),
      small_trays: 2,
      small_loose: 10,
      medium_trays: 18,
      medium_loose: 5,
      large_trays: 31,
      large_loose: 12,
      jumbo_trays: 3,
      cracked: 52,
      broken: 9,
    };
    expect(liveTotals(counts, 2090)).toEqual({ good: 1647, total: 1708, rate: 81.7 });
    expect(formatRate(81.7)).toBe('81.7%');
  });

  it('sends an empty count as 0 and has no rate without birds', () => {
    expect(countsBody(blankCounts())).toMatchObject({ large_trays: 0, cracked: 0 });
    expect(liveTotals(blankCounts(), null)).toEqual({ good: 0, total: 0, rate: null });
    expect(formatRate(null)).toBe('—');
  });
});
