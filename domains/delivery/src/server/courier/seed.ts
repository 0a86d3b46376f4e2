/**
 * The courier area's demo rows: four months of requests (four a day, most delivered, about one
 * in eight cancelled), then today's live ones (picked up, accepted, requested), each numbered in
 * the order it was made, with its steps timed as a dispatcher would record them. One insert per
 * table, over the zones the catalogue seeded (none: nothing to seed).
 */
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

const brandId = BRAND.delivery;
/** Days of history, and requests on each. */
const DAYS = 120;
const PER_DAY = 4;
/** Today's requests still moving. */
const LIVE = 12;

const SENDERS = [
  'Ama Mensah',
  'Kofi Boateng',
  'Grace Owusu',
  'Daniel Asante',
  'Esi Appiah',
  'Yaw Darko',
  'Linda Addo',
  'Samuel Ofori',
];
const RECIPIENTS = [
  'Abena Quaye',
  'Kwame Nkrumah Jr.',
  'Efua Sarpong',
  'Michael Tetteh',
  'Adwoa Badu',
  'Joseph Mensah',
  'Akosua Frimpong',
];
const STREETS = [
  'Liberation Road',
  'Oxford Street',
  'Ring Road East',
  'Independence Avenue',
  'Spintex Road',
  'Castle Road',
];
const NOTES = ['Fragile: glassware', 'Call on arrival', 'Leave with the security desk', ''];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export async function seedCourierRequests(db: Executor, context: SeedContext): Promise<void> {
  const zones = await rowsOf<{ id: number; courier_fee: number | string | null }>(
    db,
    sql`select id, courier_fee from jfd_zones where brand_id = ${brandId} and active order by id`,
  );
  if (zones.length === 0) return;
  const dispatcher = context.users.Dispatcher ?? context.users.Administrator ?? null;
  const now = context.today.toISOString();
  const total = DAYS * PER_DAY + LIVE;
  const zoneIds = sql`array[${sql.join(
    zones.map((zone) => sql`${Number(zone.id)}`),
    sql`, `,
  )}]::int[]`;
  const zoneFees = sql`array[${sql.join(
    zones.map((zone) => sql`${Number(zone.courier_fee ?? 0)}`),
    sql`, `,
  )}]::bigint[]`;

  // History: day by day, four a day from 08:00, each later than the one before; then today's,
  // one every 25 minutes up to 10 minutes ago. The size and weight decide the fee as the hook does.
  await db.execute(
    sql`insert into dlv_courier_requests
          (brand_id, number, sender_name, sender_phone, pickup_address, recipient_name,
           recipient_phone, dropoff_address, zone_id, size, weight_kg, notes, fee, status,
           cancel_reason, created_at, updated_at, version)
        select ${brandId}, 'CR-' || lpad(g::text, 6, '0'),
               (${textArray(SENDERS)})[1 + g % ${SENDERS.length}],
               '212' || lpad(((g * 7919) % 10000000)::text, 7, '0'),
               (10 + g % 90) || ' ' || (${textArray(STREETS)})[1 + g % ${STREETS.length}],
               (${textArray(RECIPIENTS)})[1 + (g * 3) % ${RECIPIENTS.length}],
               '646' || lpad(((g * 6007) % 10000000)::text, 7, '0'),
               (5 + (g * 7) % 120) || ' ' || (${textArray(STREETS)})[1 + (g + 3) % ${STREETS.length}],
               z.zone_id, s.size, w.weight,
               nullif((${textArray(NOTES)})[1 + g % ${NOTES.length}], ''),
               z.zone_fee + case s.size when 'medium' then 200 when 'large' then 500 else 0 end
                 + 50 * ceil(greatest(0, w.weight - 5)),
               st.status,
               case when st.status = 'cancelled' then 'The sender called it off' end,
               t.at, t.at, case st.status when 'requested' then 1 when 'accepted' then 2
                 when 'picked_up' then 3 else case when st.status = 'cancelled' then 2 else 4 end end
        from generate_series(1, ${total}) g
        cross join lateral (select case
            when g <= ${DAYS * PER_DAY} then
              date_trunc('day', ${now}::timestamptz) - make_interval(days => ${DAYS} - (g - 1) / ${PER_DAY})
                + make_interval(mins => 480 + ((g - 1) % ${PER_DAY}) * 150 + (g * 13) % 120)
            else ${now}::timestamptz - make_interval(mins => 10 + (${total} - g) * 25)
          end as at) t
        cross join lateral (select (${zoneIds})[1 + g % ${zones.length}] as zone_id,
                                   (${zoneFees})[1 + g % ${zones.length}] as zone_fee) z
        cross join lateral (select (array['small', 'small', 'medium', 'large'])[1 + (g * 5) % 4] as size) s
        cross join lateral (select round(0.5 + ((g * 37) % 120) / 10.0, 1) as weight) w
        cross join lateral (select case
            when g > ${DAYS * PER_DAY} then
              (array['picked_up', 'accepted', 'requested'])[1 + (g - ${DAYS * PER_DAY} - 1) * 3 / ${LIVE}]
            when g % 8 = 3 then 'cancelled'
            else 'delivered'
          end as status) st
        order by g`,
  );

  // The steps: requested; accepted 5-19 minutes later (a cancel of an odd request comes after
  // its acceptance); picked up 20-59 minutes after that; delivered 25-84 minutes after that.
  await db.execute(
    sql`insert into dlv_courier_request_events (request_id, status, action, at, user_id, note)
        select r.id, step.status, step.action, step.at, ${dispatcher}, step.note
        from dlv_courier_requests r
        cross join lateral (select r.created_at + make_interval(mins => 5 + r.id % 15) as accepted,
                                   (r.id % 2 = 1) as after_accept) a
        cross join lateral (select a.accepted + make_interval(mins => 20 + (r.id * 7) % 40) as picked) p
        cross join lateral (values
            ('requested', 'request', r.created_at, null::text, true),
            ('accepted', 'accept', a.accepted, null,
              r.status in ('accepted', 'picked_up', 'delivered')
              or (r.status = 'cancelled' and a.after_accept)),
            ('picked_up', 'collect', p.picked, null, r.status in ('picked_up', 'delivered')),
            ('delivered', 'deliver', p.picked + make_interval(mins => 25 + (r.id * 11) % 60), null,
              r.status = 'delivered'),
            ('cancelled', 'cancel', a.accepted + make_interval(mins => 10 + r.id % 30), r.cancel_reason,
              r.status = 'cancelled')
          ) as step(status, action, at, note, taken)
        where r.brand_id = ${brandId} and step.taken`,
  );
  await db.execute(
    sql`insert into dlv_courier_counters (brand_id, last_number) values (${brandId}, ${total})
        on conflict (brand_id) do update set last_number = excluded.last_number`,
  );
}
