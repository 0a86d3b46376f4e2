/** The leads screens' sample rows: a manager, a sales representative and their leads. */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { APP_VERSION, type User } from '@backoffice/contract';
import { storedRow } from './catalogueFixtures';

/** A sales representative: their own leads only. */
export const salesRep: User = {
  id: 7,
  first_name: 'Sam',
  initials: 'SS',
  profile_photo: null,
  role: 'Sales Representative',
  active_brand_id: 9,
  brands: [9],
  permissions: ['access_evdati_leads'],
  app_version: APP_VERSION,
};

/** The leads manager: every lead and its owner. */
export const leadsManager: User = {
  ...salesRep,
  id: 2,
  first_name: 'Mona',
  initials: 'MM',
  role: 'Manager',
  permissions: ['access_evdati_leads', 'manage_evdati_leads', 'access_evdati_statistics'],
};

/** The day the stories are set on (follow-ups up to it are due). */
export const STORY_TODAY = '2026-06-15';

const OWNERS = [
  { id: 7, name: 'Sam Seller' },
  { id: 2, name: 'Mona Manager' },
] as const;

/** Business, contact, stage, follow-up (null: none), value (cents or null). */
const LEADS: readonly [string, string, string, string | null, number | null][] = [
  ['Bloom & Stem Florists', 'Priya Natarajan', 'new', '2026-06-12', 1_800_000],
  ['Copper Kettle Tea Co.', 'James Whitfield', 'new', '2026-06-20', null],
  ['Northwind Outdoor Gear', 'Elena Sokolova', 'new', '2026-06-15', 4_500_000],
  ['Little Sprout Toys', 'Marcus Bell', 'contacted', '2026-06-10', 2_200_000],
  ['Harbor Candle Works', 'Aisha Rahman', 'contacted', '2026-06-22', 900_000],
  ['Urban Loom Textiles', 'Diego Marquez', 'contacted', '2026-06-14', 3_100_000],
  ['Golden Crust Bakery', 'Hannah Lee', 'qualified', '2026-06-18', 1_500_000],
  ['Pixel Forge Electronics', 'Tom Becker', 'qualified', '2026-06-13', 7_200_000],
  ['Silver Birch Skincare', 'Olivia Grant', 'won', null, 2_600_000],
  ['Red Rock Coffee Roasters', 'Samuel Ortiz', 'won', null, 1_900_000],
  ['Maple & Pine Furniture', 'Grace Kim', 'won', null, 5_400_000],
  ['Blue Tide Swimwear', 'Noah Fischer', 'lost', null, null],
  ['Spice Route Pantry', 'Fatima Haddad', 'lost', null, 1_100_000],
];

const OPEN = ['new', 'contacted', 'qualified'];

/** The leads as the API answers them (the manager reaches them all). */
export function leadRows(): ResourceRow[] {
  return LEADS.map(([business, contact, stage, followUp, value], i) => {
    const owner = OWNERS[i % 3 === 0 ? 1 : 0];
    return storedRow(i + 1, {
      business,
      contact_name: contact,
      email: `${contact.split(' ')[0]?.toLowerCase()}@example.com`,
      phone: '5125550100',
      source: 'referral',
      stage,
      lost_reason: stage === 'lost' ? 'Chose another marketplace with lower fees.' : null,
      owner_user_id: owner.id,
      owner_name: owner.name,
      next_follow_up: followUp,
      value_estimate: value,
      notes: null,
      follow_up_due: followUp !== null && OPEN.includes(stage) && followUp <= STORY_TODAY ? 1 : 0,
    });
  });
}

/** The staff pick's answer by role. */
export const staffByRole: Record<string, { id: number; name: string }[]> = {
  Manager: [{ id: 2, name: 'Mona Manager' }],
  'Sales Representative': [
    { id: 7, name: 'Sam Seller' },
    { id: 8, name: 'Rita Rep' },
  ],
};
