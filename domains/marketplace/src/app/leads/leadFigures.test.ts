import { describe, expect, it } from 'vitest';
import { funnelFigures, percent } from './leadFigures';

describe('the leads funnel', () => {
  it('counts shares, open leads and the conversion, figure by figure', () => {
    // The demo's 40 leads: 10 new, 9 contacted, 8 qualified, 7 won, 6 lost.
    const figures = funnelFigures({ new: 10, contacted: 9, qualified: 8, won: 7, lost: 6 });
    expect(figures.total).toBe(40);
    expect(figures.open).toBe(27); // 10 + 9 + 8
    expect(figures.closed).toBe(13); // 7 + 6
    expect(figures.stages.map((s) => percent(s.share))).toEqual([
      '25.0%', // 10 / 40
      '22.5%', // 9 / 40
      '20.0%', // 8 / 40
      '17.5%', // 7 / 40
      '15.0%', // 6 / 40
    ]);
    expect(percent(figures.conversion ?? 0)).toBe('53.8%'); // 7 / 13 = 0.53846
  });

  it('has no conversion while no lead is closed, and no share without leads', () => {
    const none = funnelFigures({ new: 0, contacted: 0, qualified: 0, won: 0, lost: 0 });
    expect(none.conversion).toBeNull();
    expect(none.stages.every((s) => s.share === 0)).toBe(true);
    expect(funnelFigures({ new: 2, contacted: 0, qualified: 0, won: 0, lost: 0 }).conversion).toBe(
      null,
    );
    expect(funnelFigures({ new: 0, contacted: 0, qualified: 0, won: 1, lost: 0 }).conversion).toBe(
      1,
    );
  });
});
