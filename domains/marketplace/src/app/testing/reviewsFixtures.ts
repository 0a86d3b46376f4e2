/** The reviews screens' sample rows: product and service reviews in every status. */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import type { User } from '@backoffice/contract';
import { storedRow } from './catalogueFixtures';
import { salesRep } from './leadsFixtures';

/** A moderator of both kinds of review. */
export const reviewsModerator: User = {
  ...salesRep,
  id: 3,
  first_name: 'Mona',
  initials: 'MM',
  role: 'Manager',
  permissions: ['manage_evdati_product_reviews', 'manage_evdati_service_reviews'],
};

/** A moderator of product reviews only. */
export const productModerator: User = {
  ...reviewsModerator,
  permissions: ['manage_evdati_product_reviews'],
};

/** Someone signed in who moderates neither. */
export const noModerator: User = { ...reviewsModerator, permissions: ['access_evdati_leads'] };

const review = (
  id: number,
  values: Record<string, unknown>,
  labels: Record<string, string>,
): ResourceRow => ({
  ...storedRow(id, {
    hidden_reason: null,
    reply: null,
    replied_by_name: null,
    replied_at: null,
    ...values,
  }),
  created_at: `2026-06-${String(14 - id).padStart(2, '0')}T09:30:00.000000Z`,
  labels,
});

export function productReviewRows(): ResourceRow[] {
  return [
    review(
      1,
      {
        product_id: 11,
        store_id: 4,
        customer_id: 21,
        rating: 1,
        title: 'Arrived damaged',
        body: 'The box was crushed and the mug cracked.',
        status: 'pending',
      },
      { product_id: 'Stoneware mug', store_id: 'Cedar Lane Ceramics', customer_id: 'Ava Thompson' },
    ),
    review(
      2,
      {
        product_id: 12,
        store_id: 4,
        customer_id: 22,
        rating: 5,
        title: 'Exactly as described',
        body: 'Arrived quickly and well packed.',
        status: 'published',
        reply: 'Thank you for your review!',
        replied_by_name: 'Mona Manager',
        replied_at: '2026-06-12T15:05:00.000Z',
      },
      { product_id: 'Linen apron', store_id: 'Cedar Lane Ceramics', customer_id: 'Ben Carter' },
    ),
    review(
      3,
      {
        product_id: 13,
        store_id: 5,
        customer_id: 23,
        rating: 1,
        title: 'Visit my site for cheap deals',
        body: 'Buy followers at spam-deals dot example!!!',
        status: 'hidden',
        hidden_reason: 'Spam or advertising.',
      },
      { product_id: 'Trail socks', store_id: 'Summit Fitness Gear', customer_id: 'Chris Doe' },
    ),
  ];
}

export function serviceReviewRows(): ResourceRow[] {
  return [
    review(
      1,
      {
        customer_id: 24,
        store_id: null,
        topic: 'support',
        rating: 2,
        title: 'Support took days',
        body: 'It took four days to hear back about a missing item.',
        status: 'pending',
      },
      { customer_id: 'Dana Lee' },
    ),
    review(
      2,
      {
        customer_id: 25,
        store_id: 4,
        topic: 'delivery',
        rating: 5,
        title: 'Smooth delivery',
        body: 'Both parcels came on the same day.',
        status: 'published',
      },
      { customer_id: 'Eli Novak', store_id: 'Cedar Lane Ceramics' },
    ),
  ];
}
