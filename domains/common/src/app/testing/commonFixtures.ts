/** The shared screens' story data: a human-resources officer and what the server answers them. */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { APP_VERSION, type User } from '@backoffice/contract';
import type { HrPerson, HrSummary } from '../../humanResources';

/** The story's day: every date below is counted from it. */
export const STORY_DAY = '2026-03-14';

/** Human resources of the charity (active), the farm, delivery and the marketplace. */
export const hrOfficer: User = {
  id: 6,
  first_name: 'Hana',
  initials: 'HR',
  profile_photo: null,
  role: 'Human Resources',
  active_brand_id: 1,
  brands: [1, 2, 8, 9],
  permissions: ['access_human_resources', 'manage_employees', 'manage_branches', 'access_settings'],
  app_version: APP_VERSION,
};

/** A manager: the human-resources home, but not the employees' records. */
export const manager: User = {
  ...hrOfficer,
  id: 2,
  first_name: 'Mona',
  initials: 'MM',
  role: 'Manager',
  brands: [1, 2, 9],
  permissions: ['access_human_resources', 'generate_reports'],
};

const person = (
  id: number,
  brand: [number, string],
  name: string,
  position: string,
  department: string | null,
  branch: string | null,
  hire_date: string,
  status: HrPerson['status'] = 'active',
): HrPerson => ({
  id,
  brand_id: brand[0],
  brand: brand[1],
  name,
  position,
  department,
  branch,
  hire_date,
  status,
});

const CHARITY: [number, string] = [1, 'Helping Hands'];
const FARM: [number, string] = [2, 'Sunrise Poultry'];

const charityHires = [
  person(
    11,
    CHARITY,
    'Jonas Berg',
    'Programmes officer',
    'Programmes',
    'Head office',
    '2026-03-02',
  ),
  person(
    12,
    CHARITY,
    'Amara Nwosu',
    'Finance assistant',
    'Finance',
    'North warehouse',
    '2026-01-28',
  ),
];
const charityLeave = [
  person(
    13,
    CHARITY,
    'Marcus Hill',
    'Logistics coordinator',
    'Logistics',
    'North warehouse',
    '2025-02-15',
    'on_leave',
  ),
];

/** The charity's staff at a glance (`scope=brand`). */
export const charitySummary: HrSummary = {
  scope: 'brand',
  today: STORY_DAY,
  brands: [
    { brand_id: 1, name: 'Helping Hands', headcount: 8, active: 7, on_leave: 1, terminated: 1 },
  ],
  headcount: 8,
  by_status: { active: 7, on_leave: 1, terminated: 1 },
  by_department: [
    { department: 'Programmes', headcount: 4 },
    { department: 'Finance', headcount: 2 },
    { department: 'Logistics', headcount: 1 },
    { department: null, headcount: 1 },
  ],
  by_branch: [
    { brand_id: 1, branch_id: 1, branch: 'Head office', headcount: 5 },
    { brand_id: 1, branch_id: 2, branch: 'North warehouse', headcount: 3 },
  ],
  recent_hires: charityHires,
  on_leave: charityLeave,
};

/** Every brand of the officer (`scope=all`): the farm's people add to the charity's. */
export const allBrandsSummary: HrSummary = {
  ...charitySummary,
  scope: 'all',
  brands: [
    charitySummary.brands[0]!,
    { brand_id: 2, name: 'Sunrise Poultry', headcount: 6, active: 5, on_leave: 1, terminated: 0 },
  ],
  headcount: 14,
  by_status: { active: 12, on_leave: 2, terminated: 1 },
  by_department: [
    { department: 'Programmes', headcount: 4 },
    { department: 'Production', headcount: 3 },
    { department: 'Finance', headcount: 3 },
    { department: 'Sales', headcount: 2 },
    { department: 'Logistics', headcount: 1 },
    { department: null, headcount: 1 },
  ],
  by_branch: [
    ...charitySummary.by_branch,
    { brand_id: 2, branch_id: 3, branch: 'Hillside farm', headcount: 4 },
    { brand_id: 2, branch_id: 4, branch: 'Town egg shop', headcount: 2 },
  ],
  recent_hires: [
    charityHires[0]!,
    person(21, FARM, 'Rosa Diaz', 'Sales assistant', 'Sales', 'Town egg shop', '2026-02-20'),
    charityHires[1]!,
  ],
  on_leave: [
    charityLeave[0]!,
    person(
      22,
      FARM,
      'Tom Becker',
      'Production officer',
      'Production',
      'Hillside farm',
      '2024-06-15',
      'on_leave',
    ),
  ],
};

const account = (
  id: number,
  name: string,
  reference: string,
  balance: number,
  balance_on: string,
  low_balance_threshold: number,
): ResourceRow => ({
  id,
  version: 1,
  name,
  provider: 'Ding',
  reference,
  balance,
  balance_on,
  low_balance_threshold,
  notes: null,
  low_balance: balance < low_balance_threshold ? 1 : 0,
  labels: {},
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-03-13T09:00:00.000Z',
});

/** The company's prepaid accounts: two under their threshold. */
export const dingAccounts: ResourceRow[] = [
  account(1, 'Field officers airtime', 'DG-100231', 48_500, '2026-03-13', 10_000),
  account(2, 'Drivers data bundles', 'DG-100232', 21_000, '2026-03-14', 15_000),
  account(3, 'Head office phones', 'DG-100245', 9_250, '2026-03-12', 5_000),
  account(4, 'Farm shop card machine', 'DG-100271', 3_400, '2026-03-13', 5_000),
  account(5, 'Marketplace support line', 'DG-100288', 1_250, '2026-03-11', 10_000),
];

/** A charity employee linked to a field officer's account. */
export const linkedEmployee: ResourceRow = {
  id: 1,
  version: 2,
  brand_id: 1,
  name: 'Faith Okoro',
  email: 'faith@helpinghands.example',
  phone: '5125550210',
  position: 'Field officer',
  department: 'Programmes',
  branch_id: 1,
  hire_date: '2026-02-12',
  status: 'active',
  user_id: 9,
  photo: null,
  bank_name: 'First Community Bank',
  account_number: '****4242',
  routing_number: '061000104',
  labels: { branch_id: 'Head office', user_id: 'Faith Okoro' },
  created_at: '2026-02-12T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};

/** The charity's users, as `GET /api/staff` answers them. */
export const charityStaff = [
  { id: 6, name: 'Hana Resources', roles: ['Human Resources'] },
  { id: 9, name: 'Faith Okoro', roles: ['Field Officer'] },
  { id: 10, name: 'Yusuf Warsame', roles: ['Field Officer'] },
];
