import { brandListResponseSchema, profileResponseSchema } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { defaultLogoPng } from '../src/modules/brands/logos';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

const png = defaultLogoPng();

describe.each(databaseKinds())('users and brands on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it('lists every brand for the picker and the member brands separately', async () => {
    const agent = t.agent();
    await agent.login(ACCOUNTS.dispatcher);
    const home = brandListResponseSchema.parse((await agent.get('/api/brands/home')).json());
    expect(home.data.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(home.data[0]?.logo).toBe('/logos/brand-1.svg');
    const list = brandListResponseSchema.parse((await agent.get('/api/brands/list')).json());
    expect(list.data.map((b) => b.id)).toEqual([8]);
    const logo = await agent.get(home.data[0]?.logo as string);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('switches to a member brand and refuses others', async () => {
    const agent = t.agent();
    await agent.login(ACCOUNTS.manager);
    const ok = await agent.put('/api/user/9');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.active_brand_id).toBe(9);
    expect((await agent.get('/api/session')).json().data.user.active_brand_id).toBe(9);
    const refused = await agent.put('/api/user/8');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await agent.put('/api/user/abc')).statusCode).toBe(404);
    expect((await agent.put('/api/user/9', { noCsrf: true })).statusCode).toBe(419);
  });

  it('lists the staff of the active brand, by role or all of them, with their roles', async () => {
    const agent = await t.signedIn('officer', 1);
    const officers = (await agent.get('/api/staff?role=field%20officer')).json().data;
    expect(officers).toEqual([
      { id: expect.any(Number), name: 'Faith Okoro', roles: ['Field Officer'] },
      { id: expect.any(Number), name: 'Grace Adeyemi', roles: ['Field Officer'] },
      { id: expect.any(Number), name: 'Yusuf Warsame', roles: ['Field Officer'] },
    ]);
    const everyone = (await agent.get('/api/staff')).json().data as { name: string }[];
    // Brand 1's users only: no one of the delivery brand.
    expect(everyone.map((u) => u.name)).toEqual([
      'Ada Admin',
      'Faith Okoro',
      'Grace Adeyemi',
      'Hana Resources',
      'Mona Manager',
      'Yusuf Warsame',
    ]);
    expect((await agent.get('/api/staff?role=')).statusCode).toBe(422);
    expect((await t.agent().get('/api/staff')).statusCode).toBe(401);
  });

  it('reads and updates the profile, keeping emails unique', async () => {
    const agent = t.agent();
    await agent.login(ACCOUNTS.hr);
    const profile = profileResponseSchema.parse((await agent.get('/api/user')).json());
    expect(profile.data).toMatchObject({
      first_name: 'Hana',
      last_name: 'Resources',
      email: ACCOUNTS.hr,
    });

    const taken = await agent.post('/api/user', {
      form: {
        first_name: 'Hana',
        last_name: 'R',
        email: ACCOUNTS.admin,
        phone: '(555) 123 - 4567',
      },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const invalid = await agent.post('/api/user', {
      form: {
        first_name: '',
        last_name: 'x'.repeat(61),
        email: 'hr@backoffice.test',
        role: 'Administrator',
      },
    });
    expect(invalid.json().errors).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field must not be greater than 60 characters.'],
      role: ['The role field is prohibited.'],
    });

    const updated = await agent.post('/api/user', {
      form: {
        first_name: 'Hannah',
        last_name: 'Reyes',
        email: 'hannah@backoffice.test',
        phone: '(555) 123 - 4567',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      first_name: 'Hannah',
      email: 'hannah@backoffice.test',
      email_verified_at: null,
    });
    expect((await agent.get('/api/session')).json().data.user.initials).toBe('HR');

    const [mail] = await queryRows<{ body_text: string }>(
      t.database.handle.db,
      sql`select body_text from mail_outbox where to_address = 'hannah@backoffice.test'`,
    );
    const token = mail?.body_text.match(/verify-email\/([A-Za-z0-9_-]+)/)?.[1] as string;
    const verified = await agent.get(`/api/verify-email/${token}`);
    expect(verified.json()).toEqual({ status: 'Your email address has been verified.' });
    expect((await agent.get('/api/user')).json().data.email_verified_at).not.toBeNull();
    const reused = await agent.get(`/api/verify-email/${token}`);
    expect(reused.statusCode).toBe(422);
  });

  it('uploads a photo of at most 2 MB, images only', async () => {
    const agent = t.agent();
    await agent.login(ACCOUNTS.driver);
    const ok = await agent.post('/api/user/photo', {
      multipart: { files: [{ field: 'photo', filename: 'me.png', type: 'image/png', data: png }] },
    });
    expect(ok.statusCode).toBe(200);
    const url = ok.json().data.profile_photo as string;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const image = await agent.get(url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await agent.get('/api/session')).json().data.user.profile_photo).toBe(url);

    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await agent.post('/api/user/photo', {
      multipart: { files: [{ field: 'photo', filename: 'big.png', type: 'image/png', data: big }] },
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({
      photo: ['The photo field must not be greater than 2048 kilobytes.'],
    });

    const text = await agent.post('/api/user/photo', {
      multipart: {
        files: [
          { field: 'photo', filename: 'x.png', type: 'image/png', data: Buffer.from('hello') },
        ],
      },
    });
    expect(text.json().errors).toEqual({ photo: ['The photo field must be an image.'] });

    const removed = await agent.delete('/api/user/photo');
    expect(removed.json().data.profile_photo).toBeNull();
    expect((await agent.get(url)).statusCode).toBe(404);
  });

  it('changes the password with the current one and ends other sessions', async () => {
    const agent = t.agent();
    await agent.login(ACCOUNTS.concierge);
    const other = t.agent();
    await other.login(ACCOUNTS.concierge);

    const wrong = await agent.put('/api/user/password', {
      form: {
        current_password: 'nope',
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(wrong.json().errors).toEqual({ current_password: ['The password is incorrect.'] });
    const ok = await agent.put('/api/user/password', {
      form: {
        current_password: 'password',
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await agent.get('/api/session')).statusCode).toBe(200);
    expect((await other.get('/api/session')).statusCode).toBe(401);
  });
});
