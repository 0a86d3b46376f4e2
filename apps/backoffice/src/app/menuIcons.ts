import type { MenuIcon } from '@backoffice/access';
import type { IconProps } from '@backoffice/ui/Icon';

/** The library icon drawn for each side-menu entry. */
export const MENU_ICONS: Readonly<Record<MenuIcon, IconProps['name']>> = {
  dashboard: 'dashboard',
  beneficiaries: 'users',
  projects: 'clipboard',
  'package-items': 'box',
  donations: 'dollar',
  customers: 'users',
  'egg-collection': 'egg',
  feeding: 'layers',
  inventory: 'box',
  sales: 'receipt',
  deposits: 'dollar',
  invoices: 'file',
  expenses: 'receipt',
  statistics: 'chart',
  orders: 'truck',
  sellers: 'store',
  stores: 'store',
  approvals: 'check',
  reviews: 'star',
  payables: 'dollar',
  'leads-dashboard': 'chart',
  leads: 'tag',
  'human-resources': 'id-card',
  notices: 'megaphone',
  reports: 'chart',
  settings: 'settings',
  'resource-centre': 'book',
  tickets: 'lifebuoy',
};
