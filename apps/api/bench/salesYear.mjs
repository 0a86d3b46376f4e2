/**
 * A year of farm sales added in SQL for the benches: `count` sales spread evenly over the year
 * (2-3 lines each of the given sale items; 4% partly and 1% wholly refunded, 0.5% voided; every
 * payment method in turn, a quarter cash with the amount tendered).
 */
const METHODS = ['cash', 'card', 'bank_transfer', 'mobile_money'];

/** The year's sales, their lines, refunds and refund lines, one statement each: their counts. */
export async function addSalesYear(db, { brand, year, count, itemIds }) {
  const yearDays = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000);
  const from = `${year}-01-01`;
  const thru = `${year}-12-31`;
  const inYear = `s.brand_id = ${brand} and s.sold_on between '${from}' and '${thru}'`;
  await db.query(
    `insert into jf_sales (brand_id, sold_on, customer_id, payment_method, amount_tendered, status,
                           void_reason)
     select $1, $2::date + (g::bigint * $4 / $3)::int,
            case when g % 3 = 0 then (select min(id) from customers where brand_id = $1) end,
            ($5::text[])[1 + g % 4],
            case when g % 4 = 0 then 100000 end,
            case when g % 200 = 3 then 'voided' when g % 100 = 7 then 'refunded'
                 when g % 25 = 0 then 'partially_refunded' else 'completed' end,
            case when g % 200 = 3 then 'Entered twice' end
     from generate_series(0, $3 - 1) g`,
    [brand, from, count, yearDays, METHODS],
  );
  await db.query(
    `insert into jf_sale_lines (sale_id, position, sale_item_id, name, quantity, unit_price, unit_cost)
     select s.id, k, i.id, i.name, 1 + (s.id + k) % 6, i.unit_price, i.unit_cost
     from jf_sales s cross join lateral generate_series(0, 1 + s.id % 2) k
     join jf_sale_items i on i.id = ($1::int[])[1 + (s.id + k) % 3]
     where ${inYear}`,
    [itemIds],
  );
  // A partial refund gives back one unit of the first line; a whole one every line.
  await db.query(
    `with r as (
       insert into jf_sale_refunds (sale_id, refunded_on, amount, reason, restock)
       select s.id, least(s.sold_on + (s.id % 14)::int, '${thru}'::date),
              (select sum(case when s.status = 'refunded' then l.quantity::bigint else 1 end
                          * l.unit_price)
               from jf_sale_lines l
               where l.sale_id = s.id and (s.status = 'refunded' or l.position = 0)),
              case when s.status = 'refunded' then 'Order cancelled' else 'Cracked tray' end,
              s.status = 'refunded'
       from jf_sales s
       where ${inYear} and s.status in ('refunded', 'partially_refunded')
       returning id, sale_id
     )
     insert into jf_sale_refund_lines (refund_id, sale_line_id, quantity, amount)
     select r.id, l.id, q.quantity, q.quantity * l.unit_price
     from r join jf_sales s on s.id = r.sale_id
     join jf_sale_lines l on l.sale_id = s.id and (s.status = 'refunded' or l.position = 0)
     cross join lateral (
       select case when s.status = 'refunded' then l.quantity else 1 end as quantity
     ) q`,
  );
  await db.query('analyze jf_sales, jf_sale_lines, jf_sale_refunds, jf_sale_refund_lines');
  const { rows } = await db.query(
    `select count(distinct s.id)::int as sales, count(l.id)::int as lines,
            (select count(*)::int from jf_sale_refunds r join jf_sales s on s.id = r.sale_id
              where ${inYear}) as refunds,
            count(distinct s.id) filter (where s.status = 'voided')::int as voided
     from jf_sales s join jf_sale_lines l on l.sale_id = s.id where ${inYear}`,
  );
  return rows[0];
}
