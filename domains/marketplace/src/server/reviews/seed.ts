/**
 * The reviews' demo rows, after the stores, products and orders: product reviews of approved
 * products by the brand's customers, and service reviews, in every status (pending to
 * moderate, published, some with a reply, hidden with a reason). Skipped when there are no
 * products or customers yet. One statement a table.
 */
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { SERVICE_TOPICS } from '../../resources/reviews';
import { userName } from '../leads/hooks';

const brandId = BRAND.marketplace;

/** Rating, title, words: the product reviews' texts, used in turn. */
export const PRODUCT_REVIEW_TEXTS: readonly [number, string, string][] = [
  [5, 'Exactly as described', 'Arrived quickly and well packed. Would buy from this store again.'],
  [
    4,
    'Good value',
    'Does the job well for the price. The colour is a shade darker than the photo.',
  ],
  [2, 'Smaller than expected', 'Check the measurements before ordering; it runs small.'],
  [5, 'Lovely quality', 'Feels solid and well made. A gift that went down very well.'],
  [
    1,
    'Arrived damaged',
    'The box was crushed and the item cracked. Waiting for the store to reply.',
  ],
  [3, 'Fine, nothing special', 'Works as expected, but the instructions were missing.'],
  [4, 'Would recommend', 'Second time buying this. Consistent quality and fast shipping.'],
  [5, 'Better than the shops', 'Fresher than anything at my local supermarket.'],
  [1, 'Visit my site for cheap deals', 'Buy followers at spam-deals dot example!!!'],
  [4, 'Nice, but slow delivery', 'The product is great; it took nine days to arrive.'],
];

/** Topic-free texts of service reviews: rating, title, words. */
export const SERVICE_REVIEW_TEXTS: readonly [number, string, string][] = [
  [5, 'Smooth delivery', 'Both parcels came on the same day, with tracking for each.'],
  [2, 'Support took days', 'It took four days to hear back about a missing item.'],
  [4, 'Easy refund', 'The refund reached my card within a week of the return.'],
  [3, 'App is a bit slow', 'Checkout works, but the app is slow to load my orders.'],
  [1, 'Charged twice', 'My card was charged twice for one order. Please call me back.'],
  [5, 'Great selection', 'Found small shops I would never have found otherwise.'],
];

const HIDE_REASONS = ['Spam or advertising.', 'Contains personal details of a store owner.'];
const REPLIES = [
  'Thank you for your review! We have shared it with the store.',
  'We are sorry to hear this. Our support team has contacted you about a replacement.',
];

/** The status of the i-th review: 4 in 10 pending, 5 published, 1 hidden; spam is hidden. */
function statusOf(i: number, title: string): 'pending' | 'published' | 'hidden' {
  if (title.startsWith('Visit my site')) return 'hidden';
  const slot = i % 10;
  return slot < 4 ? 'pending' : slot < 9 ? 'published' : 'hidden';
}

/** `days` days before `today` at a time of day, ISO 8601. */
function at(today: Date, days: number, minutes: number): string {
  return new Date(today.getTime() - days * 86_400_000 + minutes * 60_000).toISOString();
}

/** Whether a table exists (the stores' and orders' tables come from other areas). */
async function tableExists(db: Executor, table: string): Promise<boolean> {
  const rows = await rowsOf<{ found: string | null }>(
    db,
    sql`select to_regclass(${table})::text as found`,
  );
  return Boolean(rows[0]?.found);
}

export async function seedReviews(db: Executor, context: SeedContext): Promise<void> {
  if (!(await tableExists(db, 'evd_customers'))) return;
  const hasProducts = await tableExists(db, 'evd_products');
  const hasStores = await tableExists(db, 'evd_stores');
  const products = !hasProducts
    ? []
    : await rowsOf<{ id: number; store_id: number }>(
        db,
        sql`select id, store_id from evd_products where brand_id = ${brandId} and status = 'approved'
        order by id limit 40`,
      );
  const customers = await rowsOf<{ id: number }>(
    db,
    sql`select id from evd_customers where brand_id = ${brandId} order by id limit 60`,
  );
  if (customers.length === 0) return;
  const moderator = context.users.Manager ?? context.users.Administrator;
  const moderatorName = moderator === undefined ? '' : ((await userName(db, moderator)) ?? '');
  const stores = !hasStores
    ? []
    : await rowsOf<{ id: number }>(
        db,
        sql`select id from evd_stores where brand_id = ${brandId} and status = 'approved'
            order by id limit 10`,
      );

  const moderated = (i: number, status: string, days: number) => {
    const replied = status === 'published' && i % 3 === 0;
    return {
      hidden: status === 'hidden' ? HIDE_REASONS[i % HIDE_REASONS.length]! : null,
      reply: replied ? REPLIES[i % REPLIES.length]! : null,
      by: replied ? moderatorName : null,
      when: replied ? at(context.today, days - 1, 600) : null,
    };
  };

  if (products.length > 0) {
    const rows = Array.from({ length: 36 }, (_, i) => {
      const product = products[(i * 7) % products.length]!;
      const customer = customers[(i * 11) % customers.length]!;
      const [rating, title, body] = PRODUCT_REVIEW_TEXTS[i % PRODUCT_REVIEW_TEXTS.length]!;
      const status = statusOf(i, title);
      const days = 1 + ((i * 5) % 60);
      const m = moderated(i, status, days);
      const created = at(context.today, days, 9 * 60 + i);
      return sql`(${brandId}, ${product.id}, ${product.store_id}, ${customer.id}, ${rating},
                  ${title}, ${body}, ${status}, ${m.hidden}, ${m.reply}, ${m.by}, ${m.when},
                  ${created}, ${created})`;
    });
    await db.execute(
      sql`insert into evd_product_reviews (brand_id, product_id, store_id, customer_id, rating,
            title, body, status, hidden_reason, reply, replied_by_name, replied_at,
            created_at, updated_at)
          values ${sql.join(rows, sql`, `)}`,
    );
  }

  const rows = Array.from({ length: 18 }, (_, i) => {
    const customer = customers[(i * 13 + 5) % customers.length]!;
    const [rating, title, body] = SERVICE_REVIEW_TEXTS[i % SERVICE_REVIEW_TEXTS.length]!;
    const status = statusOf(i + 3, title);
    const days = 2 + ((i * 3) % 45);
    const m = moderated(i, status, days);
    const store = i % 2 === 0 && stores.length > 0 ? stores[i % stores.length]!.id : null;
    const created = at(context.today, days, 10 * 60 + i);
    return sql`(${brandId}, ${customer.id}, ${store}, ${SERVICE_TOPICS[i % SERVICE_TOPICS.length]},
                ${rating}, ${title}, ${body}, ${status}, ${m.hidden}, ${m.reply}, ${m.by},
                ${m.when}, ${created}, ${created})`;
  });
  await db.execute(
    sql`insert into evd_service_reviews (brand_id, customer_id, store_id, topic, rating, title,
          body, status, hidden_reason, reply, replied_by_name, replied_at, created_at, updated_at)
        values ${sql.join(rows, sql`, `)}`,
  );
}
