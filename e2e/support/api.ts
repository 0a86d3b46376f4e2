import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
  request,
} from '@playwright/test';
import type { Account } from './accounts';

interface Cookie {
  name: string;
  value: string;
}

/** The headers the app sends with each call: XHR marker and the antiforgery token. */
function headersFrom(cookies: readonly Cookie[]): Record<string, string> {
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  return {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...(token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {}),
  };
}

/** A call the way the app makes it, with the cookies of the given browser or request context. */
export async function call(
  api: APIRequestContext,
  cookies: readonly Cookie[],
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  form?: Record<string, string>,
): Promise<APIResponse> {
  return api.fetch(path, {
    method,
    headers: headersFrom(cookies),
    ...(form ? { form } : {}),
  });
}

/** A call from inside a browser context, with its session. */
export async function callAs(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  form?: Record<string, string>,
): Promise<APIResponse> {
  return call(context.request, await context.cookies(), method, path, form);
}

export interface SessionUser {
  id: number;
  first_name: string;
  role: string;
  active_brand_id: number | null;
  brands: number[];
  permissions: string[];
}

/** The signed-in user of a browser context, as the server sees it. */
export async function sessionUser(context: BrowserContext): Promise<SessionUser> {
  const response = await callAs(context, 'GET', '/api/session');
  expect(response.status(), 'GET /api/session').toBe(200);
  const body = (await response.json()) as { data: { user: SessionUser } };
  return body.data.user;
}

/** A client of the API alone, signed in as the account (no browser). */
export class ApiSession {
  private constructor(private readonly api: APIRequestContext) {}

  static async signIn(baseURL: string, account: Account): Promise<ApiSession> {
    const api = await request.newContext({ baseURL });
    const session = new ApiSession(api);
    expect((await api.get('/api/sanctum/csrf-cookie')).ok()).toBe(true);
    const login = await session.send('POST', '/api/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status(), `sign-in of ${account.email}`).toBe(200);
    return session;
  }

  async send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    form?: Record<string, string>,
  ): Promise<APIResponse> {
    const { cookies } = await this.api.storageState();
    return call(this.api, cookies, method, path, form);
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}

/**
 * Ends a browser context's session on the server, as an expiry would, from a separate client
 * holding the same cookies; the browser keeps its now dead cookie.
 */
export async function endSessionOnServer(baseURL: string, context: BrowserContext): Promise<void> {
  const api = await request.newContext({ baseURL, storageState: await context.storageState() });
  try {
    const { cookies } = await api.storageState();
    const response = await call(api, cookies, 'POST', '/api/logout');
    expect(response.status(), 'POST /api/logout').toBe(204);
  } finally {
    await api.dispose();
  }
}

/** The `data` of a JSON answer, after checking its status. */
export async function dataOf<T = Record<string, unknown>>(
  response: APIResponse,
  status: number,
  what: string,
): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
}
