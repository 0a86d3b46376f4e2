/**
 * The sales screens' own logic, with every figure written out: where a refund's 422 lands, the
 * totals row of a page of sales, and the list's state read from the address.
 */
import { describe, expect, it } from 'vitest';
import { lineMessages } from './RefundSaleDialog';
import { readSalesListState } from './SalesListScreen';

describe("a refund's messages", () => {
  it('land on the sale line each returned line was, not on the sale line of the same number', () => {
    // Lines 101 and 102 of the sale; the refund sent 102 alone, so the server's line 0 is 102.
    expect(
      lineMessages(
        { 'lines.0.quantity': 'The quantity may not be greater than 1.', reason: 'x' },
        [102],
      ),
    ).toEqual({ 102: 'The quantity may not be greater than 1.' });
    // Sent 101 then 102: line 1 is 102; a message about the lines as a whole is no line's.
    expect(
      lineMessages(
        {
          'lines.1.sale_line_id': 'Line 2: the selected line is invalid.',
          lines: 'The refund may not be greater than the $15.00 left to refund.',
        },
        [101, 102],
      ),
    ).toEqual({ 102: 'Line 2: the selected line is invalid.' });
  });
});

describe("the list's state", () => {
  it('keeps the filters the definition allows and the sorts by computed amounts', () => {
    const state = readSalesListState(
      new URLSearchParams(
        'filter[status]=voided&filter[payment_method]=cheque&filter[sold_on][from]=2025-03-01&sort=total&direction=desc&page=2',
      ),
    );
    // `cheque` is no payment method: dropped. `total` is a computed field the server sorts by.
    expect(state.filter).toEqual({ status: 'voided', sold_on: { from: '2025-03-01' } });
    expect(state).toMatchObject({ sort: 'total', direction: 'desc', page: 2 });
  });

  it('drops a sort the server would refuse', () => {
    expect(readSalesListState(new URLSearchParams('sort=change_due')).sort).toBeNull();
  });
});
