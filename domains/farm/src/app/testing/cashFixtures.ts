/**
 * The rows of the cash screens' stories: a clerk who records deposits and expenses, the farm's
 * expense categories and vendors, a month of expenses (paid, unpaid, overdue), the cash not yet
 * deposited, and three weekly deposits with their items. Today is 24 November 2025.
 */
import { APP_VERSION, type User } from '@backoffice/contract';
import type { CashItem } from '../../reports/cash';

export const CASH_TODAY = '2025-11-24';

export const cashClerk: User = {
  id: 41,
  first_name: 'Rosa',
  initials: 'RM',
  profile_photo: null,
  role: 'Accounts',
  active_brand_id: 2,
  brands: [2],
  permissions: ['access_deposits', 'access_expenses', 'manage_expenses'],
  app_version: APP_VERSION,
};

const stamp = '2025-11-01T09:00:00.000000Z';
const base = (id: number) => ({
  id,
  brand_id: 2,
  version: 1,
  created_at: stamp,
  updated_at: stamp,
});

export const expenseCategories = [
  { ...base(1), name: 'Fuel', kind: 'variable', description: null, labels: {} },
  { ...base(2), name: 'Veterinary', kind: 'variable', description: null, labels: {} },
  { ...base(3), name: 'Rent', kind: 'fixed', description: null, labels: {} },
];

export const vendors = [
  { ...base(1), name: 'Green Valley Farm Supply', active: true, labels: {} },
  { ...base(2), name: 'Southern Feed Mills', active: true, labels: {} },
];

export type StoredExpense = ReturnType<typeof expense>;

function expense(
  id: number,
  spentOn: string,
  description: string,
  amount: number,
  category: 1 | 2 | 3,
  vendor: 1 | 2 | null,
  dueOn: string | null,
  paidOn: string | null = null,
) {
  return {
    ...base(id),
    spent_on: spentOn,
    vendor_id: vendor,
    expense_category_id: category,
    description,
    amount,
    due_on: dueOn,
    receipt: null,
    status: paidOn ? 'paid' : 'unpaid',
    paid_on: paidOn,
    payment_method: paidOn ? 'bank_transfer' : null,
    payment_reference: paidOn ? `TX-${id}` : null,
    overdue: !paidOn && dueOn !== null && dueOn < CASH_TODAY ? 1 : 0,
    labels: {
      expense_category_id: expenseCategories[category - 1]?.name ?? null,
      vendor_id: vendor ? (vendors[vendor - 1]?.name ?? null) : null,
    },
  };
}

export const expenses = (): StoredExpense[] => [
  expense(6, '2025-11-20', 'Diesel for the generator', 18_850, 1, 1, '2025-12-05'),
  expense(5, '2025-11-05', 'November rent', 60_000, 3, null, '2025-11-20'),
  expense(4, '2025-11-05', 'Vaccines, house 2', 12_350, 2, 2, '2025-11-20'),
  expense(3, '2025-10-05', 'October rent', 60_000, 3, null, '2025-10-20', '2025-10-15'),
  expense(2, '2025-10-05', 'Fuel, October', 18_500, 1, 1, '2025-10-20', '2025-10-15'),
  expense(1, '2025-09-05', 'Vaccines, house 1', 12_000, 2, 2, '2025-09-20', '2025-09-15'),
];

export const undepositedItems = (): CashItem[] => [
  { kind: 'sale', id: 210, taken_on: '2025-11-17', description: 'Cash sale #210', amount: 52_650 },
  { kind: 'sale', id: 212, taken_on: '2025-11-20', description: 'Cash sale #212', amount: 48_900 },
  {
    kind: 'payment',
    id: 31,
    taken_on: '2025-11-21',
    description: 'Payment on INV-000042 (INV-000042-1)',
    amount: 22_500,
  },
];

export type StoredDeposit = ReturnType<typeof deposit>;

function deposit(id: number, day: string, items: CashItem[]) {
  return {
    ...base(id),
    deposited_on: day,
    account: 'First Community Bank, farm account',
    reference: `DEP-${day.replaceAll('-', '')}`,
    slip: null,
    notes: null as string | null,
    amount: items.reduce((sum, item) => sum + item.amount, 0),
    items: items.length,
    labels: {},
    lines: items.map((item, position) => ({
      id: id * 10 + position,
      position,
      sale_id: item.kind === 'sale' ? item.id : null,
      invoice_payment_id: item.kind === 'payment' ? item.id : null,
      taken_on: item.taken_on,
      description: item.description,
      amount: item.amount,
    })),
  };
}

export const deposits = (): StoredDeposit[] => [
  deposit(3, '2025-11-17', [
    {
      kind: 'sale',
      id: 205,
      taken_on: '2025-11-10',
      description: 'Cash sale #205',
      amount: 51_300,
    },
    {
      kind: 'sale',
      id: 207,
      taken_on: '2025-11-13',
      description: 'Cash sale #207',
      amount: 49_650,
    },
  ]),
  deposit(2, '2025-11-10', [
    {
      kind: 'sale',
      id: 201,
      taken_on: '2025-11-03',
      description: 'Cash sale #201',
      amount: 50_400,
    },
    {
      kind: 'payment',
      id: 28,
      taken_on: '2025-11-05',
      description: 'Payment on INV-000040 (INV-000040-2)',
      amount: 31_500,
    },
  ]),
  deposit(1, '2025-11-03', [
    {
      kind: 'sale',
      id: 198,
      taken_on: '2025-10-27',
      description: 'Cash sale #198',
      amount: 47_250,
    },
  ]),
];
