/**
 * Courier requests through the API, on both databases: numbers without gaps under raced
 * creates, the fee's worked example with every figure, each move and each wrong one with its
 * sentence, the timeline, the live list and the history, and who may do what.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import type { Executor } from '@backoffice/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierFee } from '../../resources/courier';
import { courierNumber, nextCourierNumber } from './numbering';

const BASE = '/api/dlv-courier-requests';

describe.each(databaseKinds())('courier requests on %s', (kind) => {
  let t: TestApp;
  let dispatcher: Agent;
  let zone: number;
  let closedZone: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await t.signedIn('admin', 8);
    dispatcher = await t.signedIn('dispatcher', 8);
    const town = await admin.post('/api/dlv-service-towns', { form: { name: 'Harbour Town' } });
    expect(town.statusCode).toBe(201);
    const zoneOf = async (name: string, active: string) => {
      const made = await admin.post('/api/zones', {
        form: {
          name,
          town_id: String(town.json().data.id),
          courier_fee: '600',
          active,
        },
      });
      expect(made.statusCode).toBe(201);
      return made.json().data.id as number;
    };
    zone = await zoneOf('Harbour North', '1');
    closedZone = await zoneOf('Harbour Docks', '0');
  }, 120_000);
  afterAll(async () => t?.close());

  const form = (extra: Record<string, string> = {}) => ({
    sender_name: 'Ama Mensah',
    sender_phone: '0241234567',
    pickup_address: '12 Liberation Road',
    recipient_name: 'Kofi Boateng',
    recipient_phone: '0207654321',
    dropoff_address: '4 Castle Road',
    zone_id: String(zone),
    size: 'small',
    weight_kg: '1.5',
    ...extra,
  });
  const create = (extra: Record<string, string> = {}) =>
    dispatcher.post(BASE, { form: form(extra) });
  const act = (id: number, action: string, body: Record<string, string> = {}) =>
    dispatcher.post(`${BASE}/${id}/${action}`, { form: body });

  it('numbers 10 raced creates CR-000001 to CR-000010; refused creates use none', async () => {
    expect(courierNumber(42)).toBe('CR-000042');
    const raced = await Promise.all(Array.from({ length: 10 }, () => create()));
    expect(raced.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(raced.map((res) => res.json().data.number as string).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => courierNumber(i + 1)),
    );

    // Refused by the validator, then by the hook (a zone out of service): no number taken.
    const invalid = await create({ weight_kg: '' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.weight_kg).toEqual(['The weight (kg) field is required.']);
    const closed = await create({ zone_id: String(closedZone) });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.zone_id).toEqual(['The selected zone is not in service.']);

    // A transaction that took a number and then failed gives it back.
    await expect(
      t.database.handle.db.transaction(async (tx) => {
        expect(await nextCourierNumber(tx as unknown as Executor, 8)).toBe('CR-000011');
        throw new Error('the create failed after its number');
      }),
    ).rejects.toThrow('the create failed after its number');
    expect((await create()).json().data.number).toBe('CR-000011');
  }, 120_000);

  it('charges the zone fee, the size surcharge and 50 cents a started kg above 5 kg', async () => {
    // Small, 1.5 kg: $6.00 + $0.00 + nothing over 5 kg = $6.00.
    expect((await create()).json().data.fee).toBe(600);
    // Small, exactly 5 kg: still $6.00.
    expect((await create({ weight_kg: '5' })).json().data.fee).toBe(600);
    // Medium, 5.01 kg: $6.00 + $2.00 + 1 started kg × $0.50 = $8.50.
    expect((await create({ size: 'medium', weight_kg: '5.01' })).json().data.fee).toBe(850);
    // Large, 7.2 kg: $6.00 + $5.00 + 3 started kg (2.2) × $0.50 = $12.50.
    const large = await create({ size: 'large', weight_kg: '7.2' });
    expect(large.json().data.fee).toBe(1250);
    expect(courierFee(600, 'large', 7.2)).toEqual({
      zone: 600,
      size: 500,
      weight: 150,
      total: 1250,
    });
    // Large, 30 kg (the most): $6.00 + $5.00 + 25 × $0.50 = $23.50.
    expect((await create({ size: 'large', weight_kg: '30' })).json().data.fee).toBe(2350);
    // A fee sent by the client is ignored.
    expect((await create({ fee: '1' })).json().data.fee).toBe(600);
    const heavy = await create({ weight_kg: '30.5' });
    expect(heavy.json().errors.weight_kg).toEqual([
      'The weight (kg) field must not be greater than 30.',
    ]);
  });

  it('moves requested -> accepted -> picked_up -> delivered and refuses each wrong move', async () => {
    const id = (await create()).json().data.id as number;
    // Nothing but accept or cancel from requested.
    expect((await act(id, 'collect')).json()).toEqual({
      message: 'Only accepted courier requests can be picked up.',
    });
    const early = await act(id, 'deliver');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only picked-up courier requests can be delivered.');

    expect((await act(id, 'accept')).json().data.status).toBe('accepted');
    const again = await act(id, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only requested courier requests can be accepted.');

    const picked = await act(id, 'collect');
    expect(picked.json()).toMatchObject({ data: { status: 'picked_up' } });
    const late = await act(id, 'cancel', { reason: 'Sender called' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A parcel already picked up cannot be cancelled.');

    const delivered = await act(id, 'deliver');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toMatchObject({ status: 'delivered', version: 4 });
    expect((await act(id, 'cancel', { reason: 'Too late' })).json().message).toBe(
      'A delivered courier request cannot be cancelled.',
    );
    expect((await act(id, 'collect')).statusCode).toBe(409);

    const timeline = await dispatcher.get(`${BASE}/${id}/timeline`);
    const steps = timeline.json().data as {
      status: string;
      action: string;
      by: { name: string };
    }[];
    expect(steps.map((step) => [step.status, step.action])).toEqual([
      ['requested', 'request'],
      ['accepted', 'accept'],
      ['picked_up', 'collect'],
      ['delivered', 'deliver'],
    ]);
    expect(new Set(steps.map((step) => step.by.name)).size).toBe(1);
  });

  it('cancels a requested or accepted request with its reason, once', async () => {
    const requested = (await create()).json().data.id as number;
    const noReason = await act(requested, 'cancel');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['The reason field is required.']);
    const cancelled = await act(requested, 'cancel', { reason: 'Sender called it off' });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Sender called it off',
    });
    expect((await act(requested, 'cancel', { reason: 'Twice' })).json().message).toBe(
      'This courier request is already cancelled.',
    );
    expect((await act(requested, 'accept')).statusCode).toBe(409);

    const accepted = (await create()).json().data.id as number;
    await act(accepted, 'accept');
    expect((await act(accepted, 'cancel', { reason: 'No courier free' })).statusCode).toBe(200);
    const timeline = await dispatcher.get(`${BASE}/${accepted}/timeline`);
    expect(timeline.json().data.at(-1)).toMatchObject({
      status: 'cancelled',
      action: 'cancel',
      note: 'No courier free',
    });
  });

  it('splits the live list from the history, and keeps the history for its readers', async () => {
    const live = await dispatcher.get(`${BASE}?filter[open]=1&per_page=100`);
    const history = await dispatcher.get(`${BASE}?filter[open]=0&per_page=100`);
    const all = await dispatcher.get(`${BASE}?per_page=100`);
    const statuses = (res: typeof live) =>
      new Set((res.json().data as { status: string }[]).map((row) => row.status));
    expect([...statuses(history)].sort()).toEqual(['cancelled', 'delivered']);
    expect(
      [...statuses(live)].every((s) => ['requested', 'accepted', 'picked_up'].includes(s)),
    ).toBe(true);
    expect(live.json().total + history.json().total).toBe(all.json().total);
  });

  it('is the dispatchers’: drivers and other brands are refused, nothing is changed or deleted', async () => {
    const id = (await create()).json().data.id as number;
    const driver = await t.signedIn('driver', 8);
    expect((await driver.get(BASE)).statusCode).toBe(403);
    expect((await driver.post(`${BASE}/${id}/accept`, { form: {} })).statusCode).toBe(403);
    const manager = await t.signedIn('manager', 2);
    expect((await manager.get(BASE)).statusCode).toBe(403);
    expect((await dispatcher.put(`${BASE}/${id}`, { form: form() })).statusCode).toBe(405);
    expect((await dispatcher.delete(`${BASE}/${id}`)).statusCode).toBe(405);
  });
});
