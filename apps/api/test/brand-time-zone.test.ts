/**
 * A brand's own day: its time zone setting (administrators set it; 409 when it changed
 * meanwhile), the session's zone the app dates by, "today" on the server (a record of something
 * that happened may be dated the brand's today, never its tomorrow). The Order Report's test shows
 * its day boundaries in SQL (an order placed at 20:00 in New York is that day's order there).
 */
import { addDays, businessDay } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

/**
 * A zone whose calendar day is not UTC's right now, with an hour or more to spare either way:
 * from 10:00 UTC on, Kiritimati (UTC+14) is already on tomorrow; before 11:00, Pago Pago (UTC−11)
 * is still on yesterday.
 */
function zoneOffUtc(now: Date): { zone: string; shift: 1 | -1 } {
  return now.getUTCHours() >= 10
    ? { zone: 'Pacific/Kiritimati', shift: 1 }
    : { zone: 'Pacific/Pago_Pago', shift: -1 };
}

describe.each(databaseKinds())('a brand’s time zone on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it('is UTC until an administrator sets another, and only a real zone', async () => {
    const admin = await t.signedIn('admin', 8);
    expect((await admin.get('/api/brand-settings')).json().data).toEqual({
      id: 8,
      name: expect.any(String),
      time_zone: 'UTC',
    });
    expect((await admin.get('/api/session')).json().data.user.time_zone).toBe('UTC');

    const bad = await admin.put('/api/brand-settings', {
      json: { time_zone: 'Mars/Olympus_Mons', time_zone_was: 'UTC' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      time_zone: ['The time zone field must be a valid timezone.'],
    });
    const blank = await admin.put('/api/brand-settings', { json: { time_zone: '' } });
    expect(blank.json().errors).toEqual({ time_zone: ['The time zone field is required.'] });

    // As the app sends it: a form.
    const set = await admin.put('/api/brand-settings', {
      form: { time_zone: 'America/New_York', time_zone_was: 'UTC' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.time_zone).toBe('America/New_York');
    // The session answers the active brand's zone: the app dates its "today" by it.
    expect((await admin.get('/api/session')).json().data.user.time_zone).toBe('America/New_York');

    // A second administrator's form still shows UTC: their save is refused, never silently
    // overwriting the first.
    const stale = await admin.put('/api/brand-settings', {
      json: { time_zone: 'Europe/London', time_zone_was: 'UTC' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone else changed the time zone to America/New_York meanwhile. Check it and save again.',
    );
    expect((await admin.get('/api/brand-settings')).json().data.time_zone).toBe('America/New_York');

    // Another brand keeps its own zone.
    const farm = await t.signedIn('admin', 2);
    expect((await farm.get('/api/brand-settings')).json().data.time_zone).toBe('UTC');
    await t.database.handle.db.execute(sql`update brands set time_zone = 'UTC' where id = 8`);
  });

  it('lets everyone with settings read the zone, and only an administrator change it', async () => {
    const manager = await t.signedIn('manager', 2);
    expect((await manager.get('/api/brand-settings')).statusCode).toBe(200);
    const refused = await manager.put('/api/brand-settings', {
      json: { time_zone: 'Africa/Lagos' },
    });
    expect(refused.statusCode).toBe(403);
    const driver = await t.signedIn('driver', 8);
    expect((await driver.get('/api/brand-settings')).statusCode).toBe(403);
    expect((await t.agent().get('/api/brand-settings')).statusCode).toBe(401);
  });

  it('dates a record of something that happened by the brand’s today, not UTC’s', async () => {
    const { zone, shift } = zoneOffUtc(new Date());
    await t.database.handle.db.execute(sql`update brands set time_zone = ${zone} where id = 1`);
    try {
      const manager = await t.signedIn('manager', 1);
      const utcToday = businessDay(new Date(), 'UTC');
      const brandToday = businessDay(new Date(), zone);
      expect(brandToday).toBe(addDays(utcToday, shift));
      const donation = (day: string) =>
        manager.post('/api/donations', {
          form: {
            donor: 'Tunde Bakare',
            received_on: day,
            kind: 'cash',
            amount: '2500',
            payment_method: 'cash',
          },
        });
      // The brand's today is accepted; its tomorrow is in the future there.
      const today = await donation(brandToday);
      expect(today.statusCode, today.body).toBe(201);
      const tomorrow = await donation(addDays(brandToday, 1));
      expect(tomorrow.statusCode).toBe(422);
      expect(tomorrow.json().errors).toEqual({
        received_on: ['The received on field must be a date before or equal to today.'],
      });
      if (shift === -1) {
        // Behind UTC: UTC's today has not come yet where the brand is.
        expect((await donation(utcToday)).statusCode).toBe(422);
      }
    } finally {
      await t.database.handle.db.execute(sql`update brands set time_zone = 'UTC' where id = 1`);
    }
  });
});
