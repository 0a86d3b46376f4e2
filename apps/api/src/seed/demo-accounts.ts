/** The demo sign-ins, one per role; printed at start and listed in the README. */
import type { RoleName } from './roles';

export interface DemoAccount {
  role: RoleName;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Brands the account belongs to; the picker fades the others. */
  brands: number[];
}

export const DEMO_PASSWORD = 'password';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'Administrator',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@backoffice.test',
    password: DEMO_PASSWORD,
    brands: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  },
  {
    role: 'Manager',
    firstName: 'Mona',
    lastName: 'Manager',
    email: 'manager@backoffice.test',
    password: DEMO_PASSWORD,
    brands: [1, 2, 9],
  },
  {
    role: 'Dispatcher',
    firstName: 'Dan',
    lastName: 'Dispatcher',
    email: 'dispatcher@backoffice.test',
    password: DEMO_PASSWORD,
    brands: [8],
  },
  {
    role: 'Driver',
    firstName: 'Dora',
    lastName: 'Driver',
    email: 'driver@backoffice.test',
    password: DEMO_PASSWORD,
    brands: [8],
  },
  {
    role: 'Shopping Concierge',
    firstName: 'Cory',
    lastName: 'Concierge',
    email: 'concierge@backoffice.test',
    password: DEMO_PASSWORD,
    brands: [8],
  },
  {
    role: 'Human Resources',
    firstName: 'Hana',
    lastName: 'Resources',
    email: 'hr@backoffice.test',
    password: DEMO_PASSWORD,
    brands: [1, 2, 8, 9],
  },
  {
    role: 'Sales Representative',
    firstName: 'Sam',
    lastName: 'Sales',
    email: 'sales@backoffice.test',
    password: DEMO_PASSWORD,
    brands: [9],
  },
  {
    role: 'Store Manager',
    firstName: 'Sol',
    lastName: 'Storekeeper',
    email: 'store@backoffice.test',
    password: DEMO_PASSWORD,
    brands: [9],
  },
  {
    role: 'Field Officer',
    firstName: 'Faith',
    lastName: 'Okoro',
    email: 'officer@backoffice.test',
    password: DEMO_PASSWORD,
    brands: [1],
  },
  // More field officers of the charity, who staff its projects.
  ...[
    ['Yusuf', 'Warsame'],
    ['Grace', 'Adeyemi'],
  ].map(
    ([firstName, lastName]): DemoAccount => ({
      role: 'Field Officer',
      firstName: firstName as string,
      lastName: lastName as string,
      email: `${(firstName as string).toLowerCase()}.officer@backoffice.test`,
      password: DEMO_PASSWORD,
      brands: [1],
    }),
  ),
  // More drivers of the delivery brand, after the one account per role above: the fleet's demo
  // rows need several. The seed's `users` map names each role's first account (Dora as Driver).
  ...[
    ['Dev', 'Okafor'],
    ['Lena', 'Marsh'],
    ['Tom', 'Reyes'],
  ].map(
    ([firstName, lastName]): DemoAccount => ({
      role: 'Driver',
      firstName: firstName as string,
      lastName: lastName as string,
      email: `${(firstName as string).toLowerCase()}.driver@backoffice.test`,
      password: DEMO_PASSWORD,
      brands: [8],
    }),
  ),
];
