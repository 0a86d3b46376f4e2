/**
 * A browser-like client over `fastify.inject`: keeps cookies, primes CSRF like the app does and
 * sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export interface SendOptions {
  form?: Record<string, string | string[]>;
  json?: unknown;
  multipart?: { fields?: Record<string, string>; files?: MultipartFile[] };
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header. */
  noCsrf?: boolean;
}

export interface MultipartFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

export function multipartBody(
  fields: Record<string, string>,
  files: MultipartFile[],
): { body: Buffer; contentType: string } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get xsrf(): string | undefined {
    const value = this.cookies.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  async send(
    method: InjectOptions['method'],
    url: string,
    options: SendOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...options.headers,
    };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (!options.noCsrf && this.xsrf) headers['x-xsrf-token'] = this.xsrf;
    let payload: string | Buffer | undefined;
    if (options.form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(options.form)) {
        for (const item of Array.isArray(v) ? v : [v]) params.append(k, item);
      }
      payload = params.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.multipart) {
      const built = multipartBody(options.multipart.fields ?? {}, options.multipart.files ?? []);
      payload = built.body;
      headers['content-type'] = built.contentType;
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, options?: SendOptions) => this.send('GET', url, options);
  post = (url: string, options?: SendOptions) => this.send('POST', url, options);
  put = (url: string, options?: SendOptions) => this.send('PUT', url, options);
  delete = (url: string, options?: SendOptions) => this.send('DELETE', url, options);

  async csrf(): Promise<void> {
    await this.get('/api/sanctum/csrf-cookie');
  }

  async login(email: string, password = 'password'): Promise<LightMyRequestResponse> {
    await this.csrf();
    return this.post('/api/login', { form: { email, password } });
  }

  /** Signs in and selects a brand. */
  async signInTo(email: string, brandId: number): Promise<void> {
    const login = await this.login(email);
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    const brand = await this.put(`/api/user/${brandId}`);
    if (brand.statusCode !== 200) throw new Error(`brand switch failed: ${brand.body}`);
  }
}
