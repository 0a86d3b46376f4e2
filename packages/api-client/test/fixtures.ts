import { buildPaginator, type Notice, type User } from '@backoffice/contract';

export const user: User = {
  id: 7,
  first_name: 'Ada',
  initials: 'AL',
  profile_photo: null,
  role: 'Dispatcher',
  active_brand_id: 2,
  brands: [1, 2, 8],
  permissions: ['manage_notices', 'generate_reports'],
  app_version: '1.2.0',
};

export function notice(id: number, title = `Notice ${id}`): Notice {
  return {
    id,
    brand_id: 2,
    title,
    details: `<p>${title}</p>`,
    level: 'Normal',
    published: true,
    created_at: '2025-03-01T09:00:00Z',
    updated_at: '2025-03-01T09:00:00Z',
  };
}

/** A Laravel paginator of `total` rows, page `page`, holding the given rows. */
export function paginator<T>(rows: T[], page: number, total: number, path: string) {
  return buildPaginator(rows, { page, perPage: 10, total, path });
}
