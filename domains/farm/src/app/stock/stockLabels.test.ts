import { describe, expect, it } from 'vitest';
import { periodName, signed, sourceName, sourceRoute, stockFlag } from './stockLabels';

describe('stock labels', () => {
  it('names a count by its week or month', () => {
    expect(periodName({ period: 'week', starts_on: '2025-03-03', ends_on: '2025-03-09' })).toBe(
      'Week of Mar 3, 2025 – Mar 9, 2025',
    );
    expect(periodName({ period: 'month', starts_on: '2025-02-01', ends_on: '2025-02-28' })).toBe(
      'February 2025',
    );
  });

  it('links a movement to its source', () => {
    expect(sourceRoute({ source: 'refund', record_id: 17 })).toEqual({
      route: 'view-jf-sale',
      id: 17,
    });
    expect(sourceRoute({ source: 'count', record_id: 11 })).toEqual({
      route: 'view-jf-inventory-log',
      id: 11,
    });
    expect(sourceRoute({ source: 'purchase', record_id: 3 })).toBeNull();
    expect(sourceName({ source: 'sale_void', record_id: 16, source_id: 16 })).toBe(
      'Sale voided, sale #16',
    );
    expect(sourceName({ source: 'purchase', record_id: 3, source_id: 3 })).toBe(
      'Received (receipt #3)',
    );
  });

  it('signs changes and flags what needs attention', () => {
    expect([signed(30), signed(-1240), signed(0)]).toEqual(['+30', '−1,240', '0']);
    expect(stockFlag({ on_hand: -60, below_reorder: 1 })).toEqual({
      label: 'Negative',
      tone: 'critical',
    });
    expect(stockFlag({ on_hand: 380, below_reorder: 1 })).toEqual({
      label: 'Reorder',
      tone: 'caution',
    });
    expect(stockFlag({ on_hand: 2430, below_reorder: 0 })).toBeNull();
  });
});
