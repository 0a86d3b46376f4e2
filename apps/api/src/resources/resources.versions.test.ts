/**
 * No lost updates: every record carries a version, each change moves it on, and a change based
 * on an older version answers 409 with the record as it is now. Proved on a shared entity.
 */

import { vendorsResource } from '@backoffice/common';
import { recordResponseSchema } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';

const vendor = recordResponseSchema(vendorsResource);
const STALE = 'This vendor was changed by someone else while you were editing it.';

describe.each(databaseKinds())('record versions on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn('admin', 2);
  }, 120_000);
  afterAll(async () => t?.close());

  async function newVendor(name: string): Promise<number> {
    const created = await admin.post('/api/vendors', { form: { name } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.version).toBe(1);
    return created.json().data.id;
  }

  it('moves the version on at every change, not at a save that changes nothing', async () => {
    const id = await newVendor('Versioned Feed Co');
    const renamed = await admin.put(`/api/vendors/${id}`, {
      form: { name: 'Versioned Feed Ltd', version: '1' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(vendor.parse(renamed.json()).data).toMatchObject({
      name: 'Versioned Feed Ltd',
      version: 2,
    });
    const same = await admin.put(`/api/vendors/${id}`, {
      json: { name: 'Versioned Feed Ltd', version: 2 },
    });
    expect(same.json().data.version).toBe(2);
    // A change without a version is taken as it comes, as Laravel clients send it.
    const blind = await admin.put(`/api/vendors/${id}`, { form: { notes: 'Delivers Mondays' } });
    expect(blind.json().data).toMatchObject({ notes: 'Delivers Mondays', version: 3 });
    const list = await admin.get('/api/vendors?search=Versioned');
    expect(list.json().data[0].version).toBe(3);
  });

  it('answers 409 with the record as it is now to a change based on an older version', async () => {
    const id = await newVendor('Stale Seeds');
    // Two people open the form at version 1; the first saves.
    const first = await admin.put(`/api/vendors/${id}`, {
      form: { name: 'Stale Seeds', phone: '7065550199', version: '1' },
    });
    expect(first.json().data.version).toBe(2);
    const second = await admin.put(`/api/vendors/${id}`, {
      form: { name: 'Fresh Seeds', version: '1' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: STALE,
      data: expect.objectContaining({ id, name: 'Stale Seeds', phone: '7065550199', version: 2 }),
    });
    // Nothing of the refused change was kept, and the trail shows one change.
    const now = await admin.get(`/api/vendors/${id}`);
    expect(now.json().data).toMatchObject({ name: 'Stale Seeds', version: 2 });
    const trail = await admin.get(`/api/vendors/${id}/audit`);
    expect(trail.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'updated',
      'created',
    ]);
    // The same through a form's POST with _method, and with PATCH.
    const spoofed = await admin.post(`/api/vendors/${id}`, {
      form: { _method: 'PATCH', name: 'Fresh Seeds', version: '1' },
    });
    expect(spoofed.statusCode).toBe(409);
    expect(spoofed.json().message).toBe(STALE);
    const patched = await admin.send('PATCH', `/api/vendors/${id}`, {
      json: { name: 'Fresh Seeds', version: 2 },
    });
    expect(patched.json().data).toMatchObject({ name: 'Fresh Seeds', version: 3 });
  });

  it('checks the version under the row lock: of two saves from one version, one wins', async () => {
    const id = await newVendor('Racing Poultry Supply');
    const [a, b] = await Promise.all([
      admin.put(`/api/vendors/${id}`, { form: { notes: 'first', version: '1' } }),
      admin.put(`/api/vendors/${id}`, { form: { notes: 'second', version: '1' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const now = await admin.get(`/api/vendors/${id}`);
    expect(now.json().data.version).toBe(2);
  });

  it('refuses a version that is not a whole number', async () => {
    const id = await newVendor('Odd Versions');
    const response = await admin.put(`/api/vendors/${id}`, {
      form: { name: 'Odd Versions', version: 'two' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The version field must be an integer.',
      errors: { version: ['The version field must be an integer.'] },
    });
  });

  it('documents the conflict in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const put = doc.paths['/api/vendors/{id}'].put;
    expect(Object.keys(put.responses)).toContain('409');
    expect(put.summary).toContain('version');
  });
});
