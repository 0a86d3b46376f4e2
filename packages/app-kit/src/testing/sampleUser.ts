import { APP_VERSION, type User } from '@backoffice/contract';

/** A manager of the poultry brand, member of brands 1, 2 and 8, as the app's fixtures have her. */
export const sampleUser: User = {
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
