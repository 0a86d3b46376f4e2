/**
 * Beneficiaries on PGlite and PostgreSQL: likely duplicates refused until confirmed (the same
 * name and date of birth, or the same phone typed another way), the phone kept as digits, the
 * ID document's upload, the spec's permissions (access_beneficiaries to list, see and register;
 * modify_beneficiaries to change), and the record's "received" view.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(databaseKinds())('beneficiaries on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let officer: Agent;
  let state: string;
  let category: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 1);
    // The demo Field Officer: access_beneficiaries and access_projects, nothing else.
    officer = await t.signedIn('officer', 1);
    const made = await manager.post('/api/states', { form: { name: 'Borno', code: 'BO' } });
    state = String(made.json().data.id);
    const group = await manager.post('/api/beneficiary-categories', {
      form: { name: 'Displaced families' },
    });
    category = String(group.json().data.id);
  }, 120_000);
  afterAll(async () => t?.close());

  const person = (extra: Record<string, string> = {}) => ({
    form: {
      name: 'Amina Bello',
      gender: 'female',
      date_of_birth: '1986-04-12',
      phone: '555 123 4567',
      address: 'Bulumkutu, Maiduguri',
      state_id: state,
      category_id: category,
      household_size: '6',
      ...extra,
    },
  });

  it('refuses a likely duplicate until it is confirmed, and keeps that on the record', async () => {
    const first = await officer.post('/api/beneficiaries', person());
    expect(first.statusCode).toBe(201);
    const amina = first.json().data;
    // Stored as digits, so the same number typed another way matches.
    expect(amina).toMatchObject({
      phone: '5551234567',
      status: 'active',
      duplicate_confirmed: false,
    });

    // Same name (other case and spaces) and date of birth, another phone.
    const sameName = await officer.post(
      '/api/beneficiaries',
      person({ name: ' amina  BELLO ', phone: '555 000 1111' }),
    );
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json().errors).toEqual({
      duplicate_confirmed: [
        `Amina Bello (#${amina.id}) is already registered with this name and date of birth.`,
      ],
    });
    // Another person, same phone typed with dashes.
    const samePhone = await officer.post(
      '/api/beneficiaries',
      person({ name: 'Musa Bello', date_of_birth: '1979-01-02', phone: '555-123-4567' }),
    );
    expect(samePhone.json().errors).toEqual({
      duplicate_confirmed: [
        `Amina Bello (#${amina.id}) is already registered with this phone number.`,
      ],
    });
    // Same name, another date of birth and phone: a different person.
    const other = await officer.post(
      '/api/beneficiaries',
      person({ date_of_birth: '2001-09-30', phone: '' }),
    );
    expect(other.statusCode).toBe(201);

    // Musa shares his wife's phone: saved deliberately, and the record says so.
    const confirmed = await officer.post(
      '/api/beneficiaries',
      person({
        name: 'Musa Bello',
        gender: 'male',
        date_of_birth: '1979-01-02',
        phone: '555-123-4567',
        duplicate_confirmed: '1',
      }),
    );
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data).toMatchObject({
      duplicate_confirmed: true,
      phone: '5551234567',
    });
    const flagged = await officer.get('/api/beneficiaries?filter[duplicate_confirmed]=1');
    expect(flagged.json().data.map((r: { name: string }) => r.name)).toEqual(['Musa Bello']);

    // The list filters the form's own lookup uses find the same people.
    const byBirth = await officer.get(
      '/api/beneficiaries?filter[name]=amina%20bello&filter[date_of_birth]=1986-04-12',
    );
    expect(byBirth.json().data.map((r: { id: number }) => r.id)).toEqual([amina.id]);
    const byPhone = await officer.get('/api/beneficiaries?filter[phone]=5551234567&sort=name');
    expect(byPhone.json().data.map((r: { name: string }) => r.name)).toEqual([
      'Amina Bello',
      'Musa Bello',
    ]);

    // A change that leaves name, birth and phone alone is not checked again...
    const moved = await manager.put(`/api/beneficiaries/${confirmed.json().data.id}`, {
      form: { household_size: '7' },
    });
    expect(moved.statusCode).toBe(200);
    // ...one that makes a record match someone is, and is refused until confirmed.
    const renamed = await manager.put(`/api/beneficiaries/${other.json().data.id}`, {
      form: { date_of_birth: '1986-04-12' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.duplicate_confirmed).toEqual([
      `Amina Bello (#${amina.id}) is already registered with this name and date of birth.`,
    ]);
    // A new name alone is checked with the stored birth: the second Amina becomes Halima.
    const halima = await manager.put(`/api/beneficiaries/${other.json().data.id}`, {
      form: { name: 'Halima Bello' },
    });
    expect(halima.statusCode).toBe(200);
    const back = await manager.put(`/api/beneficiaries/${other.json().data.id}`, {
      form: { name: 'AMINA BELLO', date_of_birth: '1986-04-12' },
    });
    expect(back.statusCode).toBe(422);
  });

  it('refuses a birth in the future', async () => {
    const res = await officer.post(
      '/api/beneficiaries',
      person({ name: 'Baby Future', date_of_birth: '2999-01-01', phone: '' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      date_of_birth: ['The date of birth field must be a date before or equal to today.'],
    });
  });

  it('keeps an ID document of up to 2 MB', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 32)]);
    const res = await officer.post('/api/beneficiaries', {
      multipart: {
        fields: { ...person({ name: 'Hauwa Ali', date_of_birth: '1990-05-05', phone: '' }).form },
        files: [
          { field: 'id_document', filename: 'nin-slip.pdf', type: 'application/pdf', data: pdf },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.id_document).toMatchObject({
      name: 'nin-slip.pdf',
      type: 'application/pdf',
    });
    const big = await officer.post('/api/beneficiaries', {
      multipart: {
        fields: { ...person({ name: 'Hauwa Ali', date_of_birth: '1990-05-06', phone: '' }).form },
        files: [
          {
            field: 'id_document',
            filename: 'scan.pdf',
            type: 'application/pdf',
            data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2100 * 1024, 32)]),
          },
        ],
      },
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.id_document).toEqual(['The file size must not exceed 2MB.']);
  });

  it('lets access_beneficiaries register and look up, and only modify_beneficiaries change', async () => {
    const list = await officer.get('/api/beneficiaries');
    expect(list.statusCode).toBe(200);
    const id = list.json().data[0].id;
    expect((await officer.get(`/api/beneficiaries/${id}`)).statusCode).toBe(200);
    const change = await officer.put(`/api/beneficiaries/${id}`, { form: { status: 'inactive' } });
    expect(change.statusCode).toBe(403);
    const byManager = await manager.put(`/api/beneficiaries/${id}`, {
      form: { status: 'inactive' },
    });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json().data.status).toBe('inactive');
    // Nobody deletes a beneficiary: 405.
    expect((await manager.delete(`/api/beneficiaries/${id}`)).statusCode).toBe(405);
    // The officer picks categories without managing them.
    expect((await officer.get('/api/beneficiary-categories')).statusCode).toBe(200);
    expect(
      (await officer.post('/api/beneficiary-categories', { form: { name: 'Orphans' } })).statusCode,
    ).toBe(403);
    // Human resources works in brand 1 without beneficiaries.
    const hr = await t.signedIn('hr', 1);
    expect((await hr.get('/api/beneficiaries')).statusCode).toBe(403);
    // Another brand has none.
    const farm = await t.signedIn('manager', 2);
    expect((await farm.get('/api/beneficiaries')).statusCode).toBe(403);
  });

  it('answers no projects and no packages for someone on no project', async () => {
    const list = await officer.get('/api/beneficiaries');
    const id = list.json().data[0].id;
    const res = await officer.get(`/api/beneficiaries/${id}/received`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { projects: [], packages: [] } });
  });
});
