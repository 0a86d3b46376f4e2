import {
  APP_VERSION,
  type Brand,
  buildPaginator,
  type Notice,
  type Notification,
  type Paginator,
  type Profile,
  type Ticket,
  type TicketDetail,
  type User,
} from '@backoffice/contract';

/** A manager of the poultry brand, member of brands 1, 2 and 8. */
export const manager: User = {
  id: 7,
  first_name: 'Grace',
  initials: 'GH',
  profile_photo: null,
  role: 'Manager',
  active_brand_id: 2,
  brands: [1, 2, 8],
  permissions: ['manage_notices', 'generate_reports', 'access_settings', 'access_customers'],
  app_version: APP_VERSION,
};

/** The same user before choosing a brand. */
export const withoutBrand: User = { ...manager, active_brand_id: null };

const BRAND_NAMES = [
  'Charity & Aid',
  'Poultry & Eggs',
  'Brand Three',
  'Brand Four',
  'Brand Five',
  'Brand Six',
  'Brand Seven',
  'Delivery',
  'Marketplace',
];

export const brands: Brand[] = BRAND_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  logo: `/logos/brand-${index + 1}.svg`,
}));

const NOTICE_TITLES = [
  'Feed delivery moved to Thursday',
  'Barn 3 vaccination schedule',
  'New egg grading standard from March',
  'Quarterly safety walk-through',
  'Holiday opening hours',
  'Water line maintenance in Barn 1',
  'Updated deposit procedure',
  'Welcome our new shift leads',
  'Inventory count at month end',
  'Customer price list refreshed',
  'Fire drill on Friday',
  'Parking lot resurfacing',
];

export function notice(id: number, overrides: Partial<Notice> = {}): Notice {
  const title = NOTICE_TITLES[(id - 1) % NOTICE_TITLES.length] ?? `Notice ${id}`;
  return {
    id,
    brand_id: 2,
    title,
    details: `<p><strong>${title}.</strong> Please read the details with your team before the start of the next shift and ask your supervisor if anything is unclear.</p><ul><li>Applies to all barns</li><li>Effective immediately</li></ul>`,
    level: id % 4 === 0 ? 'Urgent' : id % 3 === 0 ? 'Important' : 'Normal',
    published: id % 5 !== 0,
    created_at: new Date(Date.UTC(2025, 2, 20 - id, 9)).toISOString(),
    updated_at: new Date(Date.UTC(2025, 2, 21 - id, 14)).toISOString(),
    ...overrides,
  };
}

export const notices: Notice[] = Array.from({ length: 23 }, (_, i) => notice(i + 1));

/** A page of notices as the server answers it (Laravel's paginator). */
export function noticePage(page: number, search = '', perPage = 10): Paginator<Notice> {
  const matching = notices.filter((item) =>
    item.title.toLowerCase().includes(search.toLowerCase()),
  );
  const rows = matching.slice((page - 1) * perPage, page * perPage);
  return buildPaginator(rows, {
    page,
    perPage,
    total: matching.length,
    path: 'http://localhost/api/notices',
  });
}

export const notifications: Notification[] = [
  {
    id: 3,
    title: 'Order #1042 is ready for pickup',
    link: '/dashboard',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
  {
    id: 2,
    title: 'A new notice was published',
    link: '/notices',
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  },
  {
    id: 1,
    title: 'Your ticket #12 has a reply',
    link: null,
    created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  },
];

export const profile: Profile = {
  id: 7,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace.hopper@example.com',
  phone: '(555) 123 - 4567',
  profile_photo: null,
  role: 'Manager,Dispatcher',
  email_verified_at: '2024-11-02T10:00:00Z',
  created_at: '2023-06-12T08:30:00Z',
};

export function ticket(id: number, overrides: Partial<Ticket> = {}): Ticket {
  const statuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
  const subjects = [
    'Printer in the packing room is offline',
    'Cannot export the deposit report',
    'Wrong price on sale item',
    'Access to the marketplace brand',
  ];
  return {
    id,
    brand_id: 2,
    subject: subjects[(id - 1) % subjects.length] ?? `Ticket ${id}`,
    priority: id % 3 === 0 ? 'high' : 'normal',
    status: statuses[(id - 1) % statuses.length] ?? 'open',
    author: { id: 7, name: 'Grace Hopper' },
    replies_count: id % 3,
    created_at: new Date(Date.UTC(2025, 2, 10 + id, 9)).toISOString(),
    updated_at: new Date(Date.UTC(2025, 2, 11 + id, 16)).toISOString(),
    ...overrides,
  };
}

export const ticketDetail: TicketDetail = {
  ...ticket(2, { status: 'in_progress', replies_count: 2 }),
  description:
    'The export button on the deposit report spins for a minute and then nothing downloads. It happens for every period I choose.',
  attachments: [
    {
      id: 'f1',
      name: 'screenshot.png',
      size: 182_000,
      content_type: 'image/png',
      url: '/api/files/f1',
    },
  ],
  replies: [
    {
      id: 1,
      body: 'Thanks, we can reproduce it. Looking into it now.',
      author: { id: 2, name: 'Support Team' },
      attachments: [],
      created_at: '2025-03-13T10:00:00Z',
    },
    {
      id: 2,
      body: 'It works again for me, thank you!',
      author: { id: 7, name: 'Grace Hopper' },
      attachments: [],
      created_at: '2025-03-13T15:30:00Z',
    },
  ],
};

/** A profit and loss statement, amounts in cents. */
export const pnlReport = {
  revenue: [
    { name: 'Egg sales', value: 1_845_000 },
    { name: 'Spent hen sales', value: 120_000 },
  ],
  cogs: [
    { name: 'Feed', value: 912_500 },
    { name: 'Packaging', value: 84_300 },
  ],
  variable: [
    { name: 'Fuel', value: 46_000 },
    { name: 'Veterinary', value: 31_200 },
  ],
  fixed: [
    { name: 'Salaries', value: 620_000 },
    { name: 'Rent', value: 150_000 },
  ],
  totals: {
    revenue: 1_965_000,
    cogs: 996_800,
    gross: 968_200,
    expense: 847_200,
    net: 121_000,
  },
};
