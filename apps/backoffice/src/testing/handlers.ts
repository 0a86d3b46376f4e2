import type { Notice, User } from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import { BRAND_ACCENTS } from '../config/brands';
import {
  brands,
  manager,
  noticePage,
  notices,
  notifications,
  pnlReport,
  profile,
  ticket,
  ticketDetail,
} from './fixtures';

/** A brand's logo tile, as the server draws them: the brand's colour with its name. */
function logoSvg(id: number): string {
  const brand = brands.find((candidate) => candidate.id === id);
  const colour = BRAND_ACCENTS[id] ?? '#1d4ed8';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" rx="24" fill="${colour}"/><text x="120" y="134" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="#ffffff">${brand?.name.replace('&', '&amp;') ?? `Brand ${id}`}</text></svg>`;
}

/** The user the story on show signed in (`StoryApp`): the session answers for them. */
let storyUser: User | null = null;
/** The session's user after a brand switch the story made (`handlers.switchBrand`). */
let switched: User | null = null;

/**
 * Makes `handlers.session()` (without a user) answer `user`, as the server answers the session
 * of whoever is signed in: `StoryApp` calls it with its own user when it mounts, so a page
 * story's session answer is its own user whatever its handlers were written for. `null` goes
 * back to the manager. A brand switch made before is forgotten.
 */
export function answerSessionAs(user: User | null): void {
  storyUser = user;
  switched = null;
}

/**
 * Request handlers answering as the server does, with realistic data: used by the app's tests
 * (MSW in Node) and by its stories (MSW in the browser). Each returns a fresh handler list.
 */
export const handlers = {
  /**
   * The session and what every signed-in page asks for (its brands, notifications, logos). The
   * session answers the user as a brand switch left them (`switchBrand`), else `user` when given
   * (a story where the server knows the user otherwise than the page does), else the signed-in
   * user of the story on show (`answerSessionAs`), else the manager.
   */
  session: (user?: User) => sessionAnswers(() => switched ?? user ?? storyUser ?? manager),
  login: (user: User = manager) => [
    http.post('*/api/login', () => HttpResponse.json({ data: { user } })),
  ],
  loginRefused: () => [
    http.post('*/api/login', () =>
      HttpResponse.json(
        {
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
        },
        { status: 422 },
      ),
    ),
  ],
  brands: () => [http.get('*/api/brands/home', () => HttpResponse.json({ data: brands }))],
  /**
   * `PUT /api/user/{brand}`: `user` (else the session's user) in another of their brands, which
   * the session answers from then on; a brand they are not in answers 403.
   */
  switchBrand: (user?: User) => {
    switched = null;
    return [
      http.put('*/api/user/:brandId', ({ params }) => {
        const current = user ?? switched ?? storyUser ?? manager;
        const brand = Number(params.brandId);
        if (!current.brands.includes(brand)) {
          return HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 });
        }
        switched = { ...current, active_brand_id: brand };
        return HttpResponse.json({ data: { user: switched } });
      }),
    ];
  },
  dashboard: (list: Notice[] = notices.filter((item) => item.published).slice(0, 4)) => [
    http.get('*/api/notices/list', () => HttpResponse.json({ data: list })),
  ],
  notices: () => [
    http.get('*/api/notices', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1') || 1;
      return HttpResponse.json(noticePage(page, url.searchParams.get('search') ?? ''));
    }),
    http.get('*/api/notices/:id', ({ params }) => {
      const found = notices.find((item) => item.id === Number(params.id));
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ message: 'Not Found' }, { status: 404 });
    }),
    http.post('*/api/notices', () => HttpResponse.json({ data: notices[0] }, { status: 201 })),
    http.put('*/api/notices/:id', ({ params }) =>
      HttpResponse.json({ data: notices.find((item) => item.id === Number(params.id)) }),
    ),
  ],
  noticeValidation: () => [
    http.post('*/api/notices', () =>
      HttpResponse.json(
        {
          message: 'The title has already been taken.',
          errors: { title: ['The title has already been taken.'] },
        },
        { status: 422 },
      ),
    ),
  ],
  profile: () => [
    http.get('*/api/user', () => HttpResponse.json({ data: profile })),
    http.post('*/api/user', () => HttpResponse.json({ data: profile })),
    http.put('*/api/user/password', () =>
      HttpResponse.json({ status: 'Your password has been updated.' }),
    ),
  ],
  tickets: () => [
    http.get('*/api/tickets', () =>
      HttpResponse.json({
        current_page: 1,
        data: [1, 2, 3, 4, 5, 6].map((id) => ticket(id)),
        first_page_url: '/api/tickets?page=1',
        from: 1,
        last_page: 1,
        last_page_url: '/api/tickets?page=1',
        links: [],
        next_page_url: null,
        path: '/api/tickets',
        per_page: 10,
        prev_page_url: null,
        to: 6,
        total: 6,
      }),
    ),
    http.get('*/api/tickets/:id', () => HttpResponse.json({ data: ticketDetail })),
    http.post('*/api/tickets', () => HttpResponse.json({ data: ticketDetail }, { status: 201 })),
    http.post('*/api/tickets/:id/replies', () => new HttpResponse(null, { status: 204 })),
    http.put('*/api/tickets/:id/status', () => new HttpResponse(null, { status: 204 })),
  ],
  pnl: () => [http.get('*/api/jf-pnl-report', () => HttpResponse.json(pnlReport))],
  /** Every call of the path fails with a 500, as a broken server answers. */
  serverError: (path: string, method: 'get' | 'post' | 'put' = 'get') => [
    http[method](`*${path}`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  ],
  /** Every call of the path is refused as an overloaded server does (503), without the 500 dialog. */
  unavailable: (path: string) => [
    http.get(`*${path}`, () =>
      HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
    ),
  ],
  /** Every call of the path never answers, to show loading states. */
  pending: (path: string) => [
    http.get(`*${path}`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ],
};

/** The session's handlers, answering for `user()` at each request. */
function sessionAnswers(user: () => User) {
  return [
    http.get(
      '*/logos/brand-:id.svg',
      ({ params }) =>
        new HttpResponse(logoSvg(Number(params.id)), {
          headers: { 'Content-Type': 'image/svg+xml' },
        }),
    ),
    http.get('*/api/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/session', () => HttpResponse.json({ data: { user: user() } })),
    http.post('*/api/logout', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/realtime/config', () =>
      HttpResponse.json({
        enabled: false,
        key: '',
        cluster: 'local',
        wsHost: 'localhost',
        wsPort: 8080,
        wssPort: 8080,
        forceTLS: false,
      }),
    ),
    http.get('*/api/brands/list', () =>
      HttpResponse.json({ data: brands.filter((brand) => user().brands.includes(brand.id)) }),
    ),
    http.get('*/api/notifications', () =>
      HttpResponse.json({
        current_page: 1,
        data: notifications,
        first_page_url: '/api/notifications?page=1',
        from: 1,
        last_page: 1,
        last_page_url: '/api/notifications?page=1',
        links: [],
        next_page_url: null,
        path: '/api/notifications',
        per_page: 50,
        prev_page_url: null,
        to: notifications.length,
        total: notifications.length,
      }),
    ),
    http.delete('*/api/notifications/:id', () => new HttpResponse(null, { status: 204 })),
    http.delete('*/api/notifications', () => new HttpResponse(null, { status: 204 })),
  ];
}

/** An empty page of a paged list. */
export function emptyPage(path: string) {
  return http.get(`*${path}`, () =>
    HttpResponse.json({
      current_page: 1,
      data: [],
      first_page_url: `${path}?page=1`,
      from: null,
      last_page: 1,
      last_page_url: `${path}?page=1`,
      links: [],
      next_page_url: null,
      path,
      per_page: 10,
      prev_page_url: null,
      to: null,
      total: 0,
    }),
  );
}
