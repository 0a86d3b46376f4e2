/**
 * The leads' demo rows: 40 businesses in every stage of the funnel, shared between the
 * Manager and the Sales Representative (the Manager alone when the install has no such
 * account), with follow-ups due, upcoming and none. One statement.
 */
import { BRAND } from '@backoffice/contract';
import type { Executor, SeedContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { LEAD_SOURCES, type LeadStage } from '../../resources/leads';
import { userName } from './hooks';

const brandId = BRAND.marketplace;

/** The businesses, each with its contact's name. */
export const SEED_LEADS: readonly [string, string][] = [
  ['Bloom & Stem Florists', 'Priya Natarajan'],
  ['Copper Kettle Tea Co.', 'James Whitfield'],
  ['Northwind Outdoor Gear', 'Elena Sokolova'],
  ['Little Sprout Toys', 'Marcus Bell'],
  ['Harbor Candle Works', 'Aisha Rahman'],
  ['Urban Loom Textiles', 'Diego Marquez'],
  ['Golden Crust Bakery', 'Hannah Lee'],
  ['Pixel Forge Electronics', 'Tom Becker'],
  ['Silver Birch Skincare', 'Olivia Grant'],
  ['Red Rock Coffee Roasters', 'Samuel Ortiz'],
  ['Maple & Pine Furniture', 'Grace Kim'],
  ['Blue Tide Swimwear', 'Noah Fischer'],
  ['Spice Route Pantry', 'Fatima Haddad'],
  ['Evergreen Garden Supply', 'Liam Connor'],
  ['Velvet Stitch Boutique', 'Chloe Martin'],
  ['Quantum Audio Labs', 'Ethan Wright'],
  ['Honeycomb Naturals', 'Maya Patel'],
  ['Ironclad Kitchenware', 'Lucas Romero'],
  ['Paper Crane Stationery', 'Yuki Tanaka'],
  ['Sunset Surf Shop', 'Isabella Costa'],
  ['Wildflower Apothecary', 'Zoe Campbell'],
  ['Stonebridge Leather', 'Oliver Hughes'],
  ['Fresh Fields Organics', 'Amara Okeke'],
  ['Nimbus Smart Home', 'Daniel Park'],
  ['Cedar Lane Ceramics', 'Sophie Dubois'],
  ['Trailhead Pet Supplies', 'Ryan Walsh'],
  ['Luna Jewellery Studio', 'Nadia Ivanova'],
  ['Brightside Kids Wear', 'Ben Carter'],
  ['Coastal Kitchen Co.', 'Laura Jensen'],
  ['Summit Fitness Gear', 'Kofi Mensah'],
  ['Mosaic Home Decor', 'Elif Yilmaz'],
  ['Orchard Lane Preserves', 'Peter Novak'],
  ['Glow Theory Cosmetics', 'Jasmine Wu'],
  ['Driftwood Furnishings', 'Connor Byrne'],
  ['Atlas Travel Goods', 'Mei Lin'],
  ['Rosewater Fragrances', 'Camille Laurent'],
  ['Greenline Cycles', 'Mateo Silva'],
  ['Kindred Coffee Cups', 'Emma Novak'],
  ['Polar Peak Apparel', 'Lars Eriksen'],
  ['Saffron Street Foods', 'Ravi Menon'],
];

/** Stages in the order of the list: 10 new, 9 contacted, 8 qualified, 7 won, 6 lost. */
export const SEED_STAGE_COUNTS: readonly [LeadStage, number][] = [
  ['new', 10],
  ['contacted', 9],
  ['qualified', 8],
  ['won', 7],
  ['lost', 6],
];

const LOST_REASONS = [
  'Chose another marketplace with lower fees.',
  'Not ready to sell online this year.',
  'Could not meet our shipping times.',
  'Stopped answering after the second call.',
];

/** The day `days` after (or before) `today`, `YYYY-MM-DD`. */
function dayFrom(today: Date, days: number): string {
  const date = new Date(today);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function seedLeads(db: Executor, context: SeedContext): Promise<void> {
  const manager = context.users.Manager;
  if (manager === undefined) return;
  const rep = context.users['Sales Representative'] ?? manager;
  const owners = [
    { id: manager, name: (await userName(db, manager)) ?? 'Manager' },
    { id: rep, name: (await userName(db, rep)) ?? 'Sales Representative' },
  ];
  const stages = SEED_STAGE_COUNTS.flatMap(([stage, count]) =>
    Array.from({ length: count }, () => stage),
  );
  const rows = SEED_LEADS.map(([business, contact], i) => {
    const stage = stages[i] ?? 'new';
    const owner = owners[i % 3 === 0 ? 0 : 1]!;
    const open = stage === 'new' || stage === 'contacted' || stage === 'qualified';
    // Open leads: every third one due (today or up to 4 days late), the others in 1-13 days.
    const followUp = open ? dayFrom(context.today, i % 3 === 1 ? -(i % 5) : 1 + (i % 13)) : null;
    const email = `${contact.split(' ')[0]!.toLowerCase()}@${business
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 20)}.example`;
    const phone = `512555${String(1000 + i * 37).slice(-4)}`;
    const value = (i % 4 === 3 ? null : 1_200_000 + ((i * 731_000) % 9_000_000)) as number | null;
    const created = `${dayFrom(context.today, -60 + i)}T09:${String(10 + (i % 50)).padStart(2, '0')}:00Z`;
    return sql`(${brandId}, ${business}, ${contact}, ${email}, ${phone},
                ${LEAD_SOURCES[i % LEAD_SOURCES.length]}, ${stage},
                ${stage === 'lost' ? LOST_REASONS[i % LOST_REASONS.length] : null},
                ${owner.id}, ${owner.name}, ${followUp}, ${value},
                ${open ? 'Asked for the seller terms and the commission rate.' : null},
                ${created}, ${created})`;
  });
  await db.execute(
    sql`insert into evd_leads (brand_id, business, contact_name, email, phone, source, stage,
          lost_reason, owner_user_id, owner_name, next_follow_up, value_estimate, notes,
          created_at, updated_at)
        values ${sql.join(rows, sql`, `)}`,
  );
}
