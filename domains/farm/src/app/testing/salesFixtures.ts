/**
 * Sample data of the farm's sales screens, shaped as the server answers it: three active items
 * and one retired, three customers, and a fortnight of sales in every state.
 */
import { APP_VERSION, type User } from '@backoffice/contract';
import type { Sale, SaleLine, SaleRefund } from '../sales/saleTypes';
import type { SaleItem } from '../shared/saleItems';

/** A cashier of the farm: rings sales up and looks them up, and nothing more. */
export const cashier: User = {
  id: 21,
  first_name: 'Tom',
  initials: 'TB',
  profile_photo: null,
  role: 'Cashier',
  active_brand_id: 2,
  brands: [2],
  permissions: ['record_sales'],
  app_version: APP_VERSION,
};

/** The farm's manager: voids and refunds too. */
export const salesManager: User = {
  ...cashier,
  id: 7,
  first_name: 'Grace',
  initials: 'GH',
  role: 'Manager',
  permissions: ['record_sales', 'manage_sales', 'manage_sale_items', 'access_customers'],
};

const stamp = '2025-03-14T10:00:00.000Z';

function item(id: number, name: string, price: number, cost: number, active = true): SaleItem {
  return {
    id,
    brand_id: 2,
    name,
    unit_price: price,
    unit_cost: cost,
    inventory_id: null,
    stock_units: 1,
    active,
    version: 1,
    labels: {},
    created_at: stamp,
    updated_at: stamp,
  };
}

export const saleItems: SaleItem[] = [
  item(1, 'Eggs, large (tray of 30)', 900, 500),
  item(2, 'Eggs, medium (tray of 30)', 750, 420),
  item(3, 'Spent hen', 600, 250),
  item(4, 'Manure (25 kg bag)', 375, 100, false),
];

export const customers = [
  { id: 1, name: 'Green Valley Grocers' },
  { id: 2, name: 'Hillside Bakery' },
  { id: 3, name: 'Mama Njeri' },
].map((row) => ({ ...row, labels: {}, version: 1, created_at: stamp, updated_at: stamp }));

let nextLineId = 100;

/** A line of `quantity` of item `itemId`, priced as the item is now. */
function line(itemId: number, quantity: number): SaleLine {
  const found = saleItems.find((candidate) => candidate.id === itemId) as SaleItem;
  nextLineId += 1;
  return {
    id: nextLineId,
    sale_item_id: itemId,
    quantity,
    name: found.name,
    unit_price: found.unit_price,
    unit_cost: found.unit_cost,
  };
}

interface SaleSeed {
  id: number;
  day: string;
  method: Sale['payment_method'];
  lines: SaleLine[];
  customer?: number;
  tendered?: number;
  status?: Sale['status'];
  voidReason?: string;
  refunds?: SaleRefund[];
}

/** A sale as the server answers it, its totals summed from its lines and refunds. */
export function saleOf(seed: SaleSeed): Sale {
  const total = seed.lines.reduce(
    (sum, { quantity, unit_price }) => sum + (quantity ?? 0) * (unit_price ?? 0),
    0,
  );
  const refunded = (seed.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);
  const customer = customers.find((candidate) => candidate.id === seed.customer);
  return {
    id: seed.id,
    brand_id: 2,
    sold_on: seed.day,
    customer_id: customer?.id ?? null,
    payment_method: seed.method,
    amount_tendered: seed.method === 'cash' ? (seed.tendered ?? total) : null,
    status: seed.status ?? 'completed',
    void_reason: seed.voidReason ?? null,
    total,
    refunded_total: refunded,
    sold_total: seed.status === 'voided' ? 0 : total,
    net_total: seed.status === 'voided' ? 0 : total - refunded,
    change_due: seed.method === 'cash' ? (seed.tendered ?? total) - total : null,
    lines: seed.lines,
    refunds: seed.refunds ?? [],
    version: 1 + (seed.refunds?.length ?? 0) + (seed.status === 'voided' ? 1 : 0),
    labels: { customer_id: customer?.name ?? null },
    created_at: `${seed.day}T09:30:00.000Z`,
    updated_at: `${seed.day}T09:30:00.000Z`,
  };
}

/** A cash sale of 3 large trays and 2 hens (2,700 + 1,200 = 3,900 cents) paid with $50.00. */
export const cashSale = saleOf({
  id: 18,
  day: '2025-03-13',
  method: 'cash',
  customer: 2,
  tendered: 5000,
  lines: [line(1, 3), line(3, 2)],
});

/** A card sale of 4 medium trays (3,000) and 2 large (1,800), one large tray refunded (900). */
export const partlyRefundedSale = (() => {
  const lines = [line(2, 4), line(1, 2)];
  return saleOf({
    id: 17,
    day: '2025-03-12',
    method: 'card',
    customer: 1,
    status: 'partially_refunded',
    lines,
    refunds: [
      {
        id: 1,
        refunded_on: '2025-03-13',
        amount: 900,
        reason: 'One tray cracked in the van',
        restock: false,
        lines: [{ sale_line_id: lines[1]?.id ?? 0, quantity: 1, amount: 900 }],
      },
    ],
  });
})();

/** A mobile-money sale voided the same day. */
export const voidedSale = saleOf({
  id: 16,
  day: '2025-03-11',
  method: 'mobile_money',
  status: 'voided',
  voidReason: 'Rung up twice by mistake',
  lines: [line(3, 5)],
});

/** A fortnight of sales: the three above and fifteen more, newest first. */
export const sales: Sale[] = [
  cashSale,
  partlyRefundedSale,
  voidedSale,
  ...Array.from({ length: 15 }, (_, i) => {
    const methods = ['cash', 'card', 'bank_transfer', 'mobile_money'] as const;
    const method = methods[i % methods.length] as Sale['payment_method'];
    return saleOf({
      id: 15 - i,
      day: `2025-03-${String(10 - Math.floor(i / 2)).padStart(2, '0')}`,
      method,
      customer: i % 3 === 0 ? undefined : i % 3,
      tendered: method === 'cash' ? 10_000 : undefined,
      lines: [line(1 + (i % 3), 1 + (i % 4)), ...(i % 2 ? [line(3, 1)] : [])],
    });
  }),
];
