import type { BadgeTone } from '@backoffice/ui/Badge';

/** How an expense's state reads on its badge. */
export const EXPENSE_STATUS_BADGES: Readonly<Record<string, { label: string; tone: BadgeTone }>> = {
  unpaid: { label: 'Unpaid', tone: 'caution' },
  paid: { label: 'Paid', tone: 'positive' },
};

/** Payment methods in words. */
export const EXPENSE_METHOD_LABELS: Readonly<Record<string, string>> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  cheque: 'Cheque',
  mobile_money: 'Mobile money',
};
