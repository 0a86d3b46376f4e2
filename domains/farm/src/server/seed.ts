/**
 * The farm's demo rows from `since` (the context's history start: 1 January of the year holding
 * the day 90 days before today) to today, so its screens and its profit and loss statement
 * have figures on a new install: its sale items, a sale every Monday and Thursday (cash with the
 * amount tendered, card, bank transfer or mobile money; some to the brand's customers), a few
 * refunds with their lines, a voided sale, and invoices
 * on the 1st and 15th with their payments (paid, partly paid, unpaid, overdue, one void) and
 * three estimates (converted, declined, open); the cash area adds the expenses and deposits. The
 * vendors and customers are the shared entities' demo rows, found by name.
 * Every table is filled in one statement, so the seed takes a fraction of a second.
 */
import { addDays, BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { seedCash } from './cash/seed';
import { seedLivestock } from './livestock/seed';
import { seedStockCounts, seedStockItems } from './stock/seed';

const brandId = BRAND.poultry;

const ITEMS = [
  { name: 'Tray of large eggs (30)', price: 900, cost: 540 },
  { name: 'Tray of medium eggs (30)', price: 750, cost: 460 },
  { name: 'Spent hen', price: 600, cost: 250 },
] as const;

const CUSTOMERS = ['Corner Grocery', 'Athens Diner', 'Maple Street Bakery'];
const METHODS = ['cash', 'card', 'cash', 'bank_transfer', 'mobile_money'] as const;
/** Sales (by their index from `since`) refunded in part, in whole, and voided. */
const PARTLY_REFUNDED = new Set([5, 40]);
const FULLY_REFUNDED = 22;
const VOIDED = 3;

const day = (date: Date) => date.toISOString().slice(0, 10);
const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/** Every Monday and Thursday from `since` to `today`. */
function saleDays(since: Date, today: Date): string[] {
  const days: string[] = [];
  const date = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()));
  for (; date <= today; date.setUTCDate(date.getUTCDate() + 1)) {
    const weekday = date.getUTCDay();
    if (weekday === 1 || weekday === 4) days.push(day(date));
  }
  return days;
}

/** The quantity of item `k` on sale `i`. */
const quantityOf = (i: number, k: number) => (k === 2 ? 2 + (i % 4) : 50 + ((i * (k + 3)) % 25));

async function idsByName(db: Executor, table: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from ${sql.identifier(table)} where brand_id = ${brandId}`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.id)] as const));
}

async function seedSales(db: Executor, since: Date, today: Date): Promise<void> {
  const items = await rowsOf<{ id: number; name: string }>(
    db,
    sql`insert into jf_sale_items (brand_id, name, unit_price, unit_cost) values ${list(
      ITEMS.map((item) => sql`(${brandId}, ${item.name}, ${item.price}, ${item.cost})`),
    )} returning id, name`,
  );
  const itemId = new Map(items.map((item) => [item.name, Number(item.id)] as const));
  const customers = await idsByName(db, 'customers');
  const days = saleDays(since, today);
  if (days.length === 0) return;
  const totals = days.map((_, i) =>
    ITEMS.reduce((sum, item, k) => sum + quantityOf(i, k) * item.price, 0),
  );
  const sales = await rowsOf<{ id: number }>(
    db,
    sql`insert into jf_sales
          (brand_id, sold_on, customer_id, payment_method, amount_tendered, status, void_reason)
        values ${list(
          days.map((soldOn, i) => {
            const method = METHODS[i % METHODS.length] as string;
            const customer =
              i % 3 === 0 ? customers.get(CUSTOMERS[i % 9 === 0 ? 0 : 1] ?? '') : null;
            // Cash customers round up to the next ten dollars.
            const tendered = method === 'cash' ? Math.ceil((totals[i] ?? 0) / 1000) * 1000 : null;
            const status =
              i === VOIDED
                ? 'voided'
                : i === FULLY_REFUNDED
                  ? 'refunded'
                  : PARTLY_REFUNDED.has(i)
                    ? 'partially_refunded'
                    : 'completed';
            const reason = i === VOIDED ? 'Entered twice' : null;
            return sql`(${brandId}, ${soldOn}, ${customer ?? null}, ${method}, ${tendered},
                        ${status}, ${reason})`;
          }),
        )} returning id`,
  );
  const lines = await rowsOf<{ id: number; sale_id: number; position: number }>(
    db,
    sql`insert into jf_sale_lines
          (sale_id, position, sale_item_id, name, quantity, unit_price, unit_cost)
        values ${list(
          sales.flatMap((sale, i) =>
            ITEMS.map(
              (item, k) =>
                sql`(${sale.id}, ${k}, ${itemId.get(item.name) ?? null}, ${item.name},
                     ${quantityOf(i, k)}, ${item.price}, ${item.cost})`,
            ),
          ),
        )} returning id, sale_id, position`,
  );
  const lineOf = (saleIndex: number, k: number) =>
    lines.find((line) => line.sale_id === sales[saleIndex]?.id && line.position === k);

  // Refunds: two trays of large eggs arrived cracked on each partly refunded sale; the fully
  // refunded one was returned whole.
  const refunds: { sale: number; lines: { k: number; quantity: number }[]; reason: string }[] = [
    ...[...PARTLY_REFUNDED].map((sale) => ({
      sale,
      lines: [{ k: 0, quantity: 2 }],
      reason: 'Two trays arrived cracked',
    })),
    {
      sale: FULLY_REFUNDED,
      lines: ITEMS.map((_, k) => ({ k, quantity: quantityOf(FULLY_REFUNDED, k) })),
      reason: 'Order cancelled by the customer',
    },
  ].filter((refund) => refund.sale < sales.length);
  if (refunds.length === 0) return;
  const made = await rowsOf<{ id: number }>(
    db,
    sql`insert into jf_sale_refunds (sale_id, refunded_on, amount, reason, restock) values ${list(
      refunds.map((refund) => {
        const amount = refund.lines.reduce(
          (sum, line) => sum + line.quantity * (ITEMS[line.k]?.price ?? 0),
          0,
        );
        return sql`(${sales[refund.sale]?.id}, ${days[refund.sale]}, ${amount}, ${refund.reason},
                    ${refund.sale === FULLY_REFUNDED})`;
      }),
    )} returning id`,
  );
  await db.execute(
    sql`insert into jf_sale_refund_lines (refund_id, sale_line_id, quantity, amount) values ${list(
      refunds.flatMap((refund, r) =>
        refund.lines.map(
          (line) =>
            sql`(${made[r]?.id}, ${lineOf(refund.sale, line.k)?.id}, ${line.quantity},
                 ${line.quantity * (ITEMS[line.k]?.price ?? 0)})`,
        ),
      ),
    )}`,
  );
}

/** The 1st and 15th of every month from `since` to `today`. */
function invoiceDays(since: Date, today: Date): string[] {
  const days: string[] = [];
  const first = day(since);
  for (let month = 0; ; month++) {
    const start = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + month, 1));
    if (start > today) break;
    for (const date of [1, 15]) {
      const issued = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), date));
      if (issued <= today && day(issued) >= first) days.push(day(issued));
    }
  }
  return days;
}

const DELIVERY = 1_500;
const INVOICE_METHODS = ['bank_transfer', 'cheque', 'mobile_money', 'card', 'cash'] as const;
/** The invoice (by index) voided before anything was paid, and the one made from an estimate. */
const VOID_INVOICE = 2;
const CONVERTED_INVOICE = 1;

interface SeedInvoice {
  type: 'invoice' | 'estimate';
  number: string;
  customer: number | null;
  issuedOn: string;
  dueOn: string | null;
  status: string;
  trays: number;
  payments: { paidOn: string; amount: number; method: string }[];
  voidReason?: string;
}

/**
 * Invoices on the 1st and 15th of each month, to the shared customers in turn: trays of large
 * eggs at the item's price and cost, and a $15.00 delivery, due 30 days after issue. Paid in
 * full, in two parts, in part, or not at all (overdue once the due date has passed), one void;
 * and three estimates: one converted into an invoice that links back, one declined, one open.
 */
async function seedInvoices(db: Executor, since: Date, today: Date): Promise<void> {
  const days = invoiceDays(since, today);
  if (days.length === 0) return;
  const customers = await idsByName(db, 'customers');
  const customerOf = (i: number) => customers.get(CUSTOMERS[i % CUSTOMERS.length] ?? '') ?? null;
  const [tray] = await rowsOf<{ id: number }>(
    db,
    sql`select id from jf_sale_items where brand_id = ${brandId} and name = ${ITEMS[0].name}`,
  );
  const price = ITEMS[0].price;
  const todayDay = day(today);
  const paidBy = (date: string) => (date <= todayDay ? date : null);

  const invoices: SeedInvoice[] = days.map((issuedOn, i) => {
    const trays = 20 + ((i * 7) % 30);
    const total = trays * price + DELIVERY;
    const method = INVOICE_METHODS[i % INVOICE_METHODS.length] as string;
    const first = paidBy(addDays(issuedOn, 10));
    const second = paidBy(addDays(issuedOn, 25));
    let payments: SeedInvoice['payments'] = [];
    if (i === VOID_INVOICE) payments = [];
    else if (i % 5 === 0 || i % 5 === 3) {
      if (first) payments = [{ paidOn: first, amount: total, method }];
    } else if (i % 5 === 1) {
      if (first) payments.push({ paidOn: first, amount: Math.floor(total / 2), method });
      if (first && second) {
        payments.push({ paidOn: second, amount: total - Math.floor(total / 2), method: 'cash' });
      }
    } else if (i % 5 === 2) {
      if (first) payments = [{ paidOn: first, amount: 10_000, method }];
    }
    const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
    return {
      type: 'invoice',
      number: `INV-${String(i + 1).padStart(6, '0')}`,
      customer: customerOf(i),
      issuedOn,
      dueOn: addDays(issuedOn, 30),
      status:
        i === VOID_INVOICE
          ? 'void'
          : paid === 0
            ? 'unpaid'
            : paid >= total
              ? 'paid'
              : 'partially_paid',
      trays,
      payments,
      ...(i === VOID_INVOICE ? { voidReason: 'Issued to the wrong customer' } : {}),
    };
  });
  const converted = invoices.length > CONVERTED_INVOICE ? invoices[CONVERTED_INVOICE] : undefined;
  const estimates: SeedInvoice[] = [
    ...(converted
      ? [
          {
            ...converted,
            type: 'estimate' as const,
            issuedOn: addDays(converted.issuedOn, -7),
            dueOn: null,
            status: 'converted',
            payments: [],
          },
        ]
      : []),
    { status: 'declined', trays: 120, i: 0 },
    { status: 'open', trays: 60, i: 1 },
  ].map((estimate, k) =>
    'number' in estimate
      ? { ...estimate, number: 'EST-000001' }
      : {
          type: 'estimate' as const,
          number: `EST-${String(k + 1).padStart(6, '0')}`,
          customer: customerOf(estimate.i + 1),
          issuedOn: days[Math.max(days.length - 1 - estimate.i, 0)] as string,
          dueOn: null,
          status: estimate.status,
          trays: estimate.trays,
          payments: [],
        },
  );
  const all = [...invoices, ...estimates];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into jf_invoices
          (brand_id, type, number, customer_id, issued_on, due_on, status, void_reason, notes)
        values ${list(
          all.map(
            (doc) =>
              sql`(${brandId}, ${doc.type}, ${doc.number}, ${doc.customer}, ${doc.issuedOn},
                   ${doc.dueOn}, ${doc.status}, ${doc.voidReason ?? null},
                   ${doc.type === 'estimate' ? 'Prices held for 30 days.' : null})`,
          ),
        )} returning id`,
  );
  const ids = rows.map((row) => Number(row.id));
  await db.execute(
    sql`insert into jf_invoice_lines
          (invoice_id, position, description, sale_item_id, quantity, unit_price, unit_cost)
        values ${list(
          all.flatMap((doc, i) => [
            sql`(${ids[i]}, 0, ${ITEMS[0].name}, ${tray?.id ?? null}, ${doc.trays}, ${price},
                 ${ITEMS[0].cost})`,
            sql`(${ids[i]}, 1, 'Delivery', null, 1, ${DELIVERY}, 0)`,
          ]),
        )}`,
  );
  const payments = invoices.flatMap((doc, i) =>
    doc.payments.map(
      (payment, n) =>
        sql`(${ids[i]}, ${payment.paidOn}, ${payment.amount}, ${payment.method},
             ${`${doc.number}-${n + 1}`})`,
    ),
  );
  if (payments.length) {
    await db.execute(
      sql`insert into jf_invoice_payments (invoice_id, paid_on, amount, method, reference)
          values ${list(payments)}`,
    );
  }
  if (converted) {
    const invoiceId = ids[CONVERTED_INVOICE] as number;
    const estimateId = ids[invoices.length] as number;
    await db.execute(
      sql`update jf_invoices set converted_from_id = ${estimateId} where id = ${invoiceId}`,
    );
    await db.execute(
      sql`update jf_invoices set converted_to_id = ${invoiceId} where id = ${estimateId}`,
    );
  }
  await db.execute(
    sql`insert into jf_document_counters (brand_id, type, last_number)
        values (${brandId}, 'invoice', ${invoices.length}), (${brandId}, 'estimate', ${estimates.length})
        on conflict (brand_id, type) do update set last_number = excluded.last_number`,
  );
}

/**
 * The farm's demo history (`since` to today), in the order its areas build on each other: the
 * stock items, the sales and invoices, the flocks and their daily logs, the stock's other
 * movements and its counts, then the cash deposited and the expenses.
 */
export async function seedFarm(db: Executor, context: SeedContext): Promise<void> {
  await seedStockItems(db, context);
  await seedSales(db, context.since, context.today);
  await seedInvoices(db, context.since, context.today);
  await seedLivestock(db, context);
  await seedStockCounts(db, context);
  await seedCash(db, context);
}
