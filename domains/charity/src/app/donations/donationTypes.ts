import type { ResourceRow } from '@backoffice/app-kit/resources';
import type { DonationKind } from '../../resources/donations';

export interface DonationLine {
  id?: number;
  package_item_id: number;
  quantity: number;
  unit_value: number | null;
}

/** A donation as `GET /api/donations/{id}` answers it. */
export interface Donation extends ResourceRow {
  receipt_number: string;
  donor: string;
  donor_contact: string | null;
  received_on: string;
  kind: DonationKind;
  amount: number | null;
  payment_method: string | null;
  project_id: number | null;
  notes: string | null;
  status: 'recorded' | 'void';
  void_reason: string | null;
  lines: DonationLine[];
  total_value: number;
  version: number;
}

/** A package item as the donation form offers it. */
export interface ItemOption {
  id: number;
  name: string;
  unit: string;
  unit_cost: number;
  status: string;
}

export const PAYMENT_LABELS: Readonly<Record<string, string>> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  card: 'Card',
  mobile_money: 'Mobile money',
};
