/**
 * Sample data of the charity's screens, shaped as the server answers it: a programme officer
 * and a registration clerk, states and categories, beneficiaries (one with a likely duplicate
 * about to be typed), package items with their movements, and donations of both kinds.
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { APP_VERSION, type User } from '@backoffice/contract';
import type { PackageItemMovement } from '../../resources/stock';

/**
 * The programme officer: registers and changes beneficiaries, keeps stock and donations, runs
 * projects.
 */
export const officer: User = {
  id: 41,
  first_name: 'Ngozi',
  initials: 'NE',
  profile_photo: null,
  role: 'Manager',
  active_brand_id: 1,
  brands: [1],
  permissions: [
    'access_beneficiaries',
    'modify_beneficiaries',
    'manage_package_items',
    'manage_donations',
    'access_projects',
  ],
  app_version: APP_VERSION,
};

/** A registration clerk: registers and looks up beneficiaries, never changes them. */
export const clerk: User = {
  ...officer,
  id: 42,
  first_name: 'Musa',
  initials: 'MA',
  role: 'Field Officer',
  permissions: ['access_beneficiaries'],
};

const stamp = '2026-03-10T09:00:00.000Z';
const row = (id: number, fields: Record<string, unknown>, labels: Record<string, string> = {}) =>
  ({
    id,
    brand_id: 1,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    ...fields,
    labels,
  }) as ResourceRow;

export const stateRows: ResourceRow[] = [
  row(1, { name: 'Texas', code: 'TX' }),
  row(2, { name: 'Georgia', code: 'GA' }),
  row(3, { name: 'Illinois', code: 'IL' }),
];

export const categoryRows: ResourceRow[] = [
  row(1, { name: 'Families', description: 'Households with children.', active: true }),
  row(2, { name: 'Elderly', description: 'People over 65 living alone.', active: true }),
  row(3, { name: 'Newly arrived refugees', description: null, active: true }),
  row(4, { name: 'Widows', description: null, active: true }),
];

export const amina = row(
  12,
  {
    name: 'Amina Bello',
    gender: 'female',
    date_of_birth: '1986-04-12',
    phone: '7135551012',
    address: '6120 Bissonnet St, Apt 14, Houston, TX',
    state_id: 1,
    category_id: 1,
    household_size: 6,
    id_document: {
      name: 'amina-bello-id.pdf',
      url: '/api/beneficiaries/12/files/id_document',
      size: 184_320,
      type: 'application/pdf',
    },
    status: 'active',
    duplicate_confirmed: false,
  },
  { state_id: 'Texas', category_id: 'Families' },
);

export const beneficiaryRows: ResourceRow[] = [
  amina,
  row(
    13,
    {
      name: 'Mohamed Farah',
      gender: 'male',
      date_of_birth: '1978-06-14',
      phone: '7135551019',
      address: '1274 Hillcroft Ave, Apt 3, Houston, TX',
      state_id: 1,
      category_id: 3,
      household_size: 7,
      id_document: null,
      status: 'active',
      duplicate_confirmed: true,
    },
    { state_id: 'Texas', category_id: 'Newly arrived refugees' },
  ),
  row(
    14,
    {
      name: 'Achol Garang',
      gender: 'female',
      date_of_birth: '1951-01-30',
      phone: null,
      address: '3310 Indian Creek Pkwy, Clarkston, GA',
      state_id: 2,
      category_id: 2,
      household_size: 1,
      id_document: null,
      status: 'deceased',
      duplicate_confirmed: false,
    },
    { state_id: 'Georgia', category_id: 'Elderly' },
  ),
];

export const itemTypeRows: ResourceRow[] = [
  row(1, { name: 'Rice', unit: 'kg', description: null }),
  row(2, { name: 'Cooking oil', unit: 'litre', description: null }),
  row(3, { name: 'Hygiene kit', unit: 'kit', description: null }),
];

const item = (
  id: number,
  name: string,
  typeId: number,
  type: string,
  unit: string,
  cost: number,
  onHand: number,
  status = 'active',
) =>
  row(
    id,
    {
      name,
      type_id: typeId,
      unit,
      unit_cost: cost,
      status,
      on_hand: onHand,
      stock_value: onHand * cost,
    },
    { type_id: type },
  );

export const packageItemRows: ResourceRow[] = [
  item(1, 'Rice (5 kg bag)', 1, 'Rice', 'bag', 650, 200),
  item(2, 'Vegetable oil (5 litre)', 2, 'Cooking oil', 'jerrycan', 1100, 48),
  item(3, 'Family hygiene kit', 3, 'Hygiene kit', 'kit', 1850, 31),
  item(4, 'Palm oil (1 litre)', 2, 'Cooking oil', 'bottle', 300, 6, 'discontinued'),
];

/** The rice's ledger as the worked example of the server test leaves it, newest first. */
export const riceMovements: PackageItemMovement[] = [
  {
    id: 6,
    moved_on: '2026-03-10',
    source: 'donation_void',
    source_id: 21,
    reference: 'RCT-000021',
    quantity: -80,
    unit_cost: 650,
    balance: 200,
    note: 'RCT-000021 voided',
  },
  {
    id: 5,
    moved_on: '2026-03-06',
    source: 'purchase',
    source_id: null,
    reference: null,
    quantity: 200,
    unit_cost: 610,
    balance: 280,
    note: 'Kano Grain Traders, PO-118',
  },
  {
    id: 4,
    moved_on: '2026-03-05',
    source: 'donation_change',
    source_id: 22,
    reference: 'RCT-000022',
    quantity: -50,
    unit_cost: 650,
    balance: 80,
    note: 'RCT-000022 changed',
  },
  {
    id: 3,
    moved_on: '2026-03-05',
    source: 'donation',
    source_id: 22,
    reference: 'RCT-000022',
    quantity: 50,
    unit_cost: 650,
    balance: 130,
    note: 'RCT-000022',
  },
  {
    id: 2,
    moved_on: '2026-03-02',
    source: 'donation_change',
    source_id: 21,
    reference: 'RCT-000021',
    quantity: -20,
    unit_cost: 650,
    balance: 80,
    note: 'RCT-000021 changed',
  },
  {
    id: 1,
    moved_on: '2026-03-02',
    source: 'donation',
    source_id: 21,
    reference: 'RCT-000021',
    quantity: 100,
    unit_cost: 650,
    balance: 100,
    note: 'RCT-000021',
  },
];

export const inKindDonation = row(22, {
  receipt_number: 'RCT-000022',
  donor: 'St. Mary Parish',
  donor_contact: 'office@stmaryparish.test',
  received_on: '2026-03-05',
  kind: 'in_kind',
  amount: null,
  payment_method: null,
  notes: 'Delivered to the North warehouse.',
  status: 'recorded',
  void_reason: null,
  lines: [
    { id: 1, package_item_id: 1, quantity: 40, unit_value: 650 },
    { id: 2, package_item_id: 2, quantity: 10, unit_value: 1100 },
  ],
  total_value: 37_000,
});

export const cashDonation = row(23, {
  receipt_number: 'RCT-000023',
  donor: 'Rotary Club of Sugar Land',
  donor_contact: 'treasurer@rotarysl.test',
  received_on: '2026-03-08',
  kind: 'cash',
  amount: 250_000,
  payment_method: 'bank_transfer',
  notes: null,
  status: 'recorded',
  void_reason: null,
  lines: [],
  total_value: 250_000,
});

export const voidDonation = row(21, {
  receipt_number: 'RCT-000021',
  donor: 'Grace Okafor',
  donor_contact: null,
  received_on: '2026-03-02',
  kind: 'in_kind',
  amount: null,
  payment_method: null,
  notes: null,
  status: 'void',
  void_reason: 'Recorded twice: the goods are on RCT-000022',
  lines: [{ id: 3, package_item_id: 1, quantity: 80, unit_value: 650 }],
  total_value: 0,
});

export const donationRows: ResourceRow[] = [cashDonation, inKindDonation, voidDonation];
