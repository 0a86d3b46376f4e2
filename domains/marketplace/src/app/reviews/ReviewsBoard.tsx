import type { RouteName } from '@backoffice/access';
import { useResourceRegistry } from '@backoffice/app-kit';
import { AlertMessage, ListPagination } from '@backoffice/app-kit/components';
import {
  ListEmptyState,
  type ListState,
  listApiQuery,
  listParams,
  optionLabel,
  RecordActions,
  type ResourceRow,
  readListState,
  useRecords,
  withFilter,
} from '@backoffice/app-kit/resources';
import type { ResourceDefinition } from '@backoffice/contract';
import { Badge, type BadgeTone } from '@backoffice/ui/Badge';
import { Select } from '@backoffice/ui/Select';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { useSearchParams } from 'react-router-dom';
import { REVIEW_STATUSES } from '../../resources/reviews';
import * as styles from './reviews.css';

const ANY = 'any';

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: 'caution',
  published: 'positive',
  hidden: 'neutral',
};

const dayTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `2026-06-01T08:00:00Z` as `Jun 1, 2026, 8:00 AM` (UTC); blank for none. */
function when(value: unknown, withTime: boolean): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : (withTime ? dayTime : day).format(date);
}

/** A rating as stars, read out as words. */
function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} of 5`}>
      {'★'.repeat(rating)}
      {'☆'.repeat(Math.max(0, 5 - rating))}
    </span>
  );
}

/** One review: its rating, words, who and what it is about, its status, reply and moderation. */
function ReviewCard({ resource, review }: { resource: ResourceDefinition; review: ResourceRow }) {
  const title = String(review.title);
  const status = String(review.status);
  const about = [
    review.labels.product_id && `Product: ${review.labels.product_id}`,
    review.topic && `Topic: ${optionLabel(String(review.topic))}`,
    review.labels.store_id && `Store: ${review.labels.store_id}`,
  ].filter(Boolean);
  const headingId = `review-${resource.name}-${review.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <Stars rating={Number(review.rating)} />
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <Badge tone={STATUS_TONE[status] ?? 'neutral'}>{optionLabel(status)}</Badge>
      </div>
      <p className={styles.meta}>
        {review.labels.customer_id ?? 'A customer'}, {when(review.created_at, false)}
        {about.length > 0 ? ` · ${about.join(' · ')}` : ''}
      </p>
      <p className={styles.body}>{String(review.body ?? '')}</p>
      {status === 'hidden' && review.hidden_reason ? (
        <p className={styles.hidden}>Hidden: {String(review.hidden_reason)}</p>
      ) : null}
      {review.reply ? (
        <blockquote className={styles.reply}>
          <p className={styles.replyText}>{String(review.reply)}</p>
          <span className={styles.replyBy}>
            Reply by {String(review.replied_by_name || 'staff')}
            {review.replied_at ? `, ${when(review.replied_at, true)}` : ''}
          </span>
        </blockquote>
      ) : null}
      <div className={styles.actions}>
        <RecordActions resource={resource} record={review} title={`“${title}”`} />
      </div>
    </li>
  );
}

export interface ReviewsBoardProps {
  resource: ResourceDefinition;
  /** The route whose address the board's filters live in. */
  route: RouteName;
  /** The board's accessible name: `Product reviews`. */
  label: string;
}

/**
 * A kind of review to moderate: newest first, narrowed by status (pending by default reads
 * every one), each with its rating, words, customer, product or topic, store, status, reply,
 * and the moderation this user may run (publish; hide with a reason; reply).
 */
export function ReviewsBoard({ resource, route, label }: ReviewsBoardProps) {
  const { pathFor } = useResourceRegistry();
  const [params, setParams] = useSearchParams();
  const state = readListState(resource, params);
  const answer = useRecords(resource, listApiQuery(state));
  const go = (next: ListState) => setParams(listParams(next), { replace: true });
  const status = String(state.filter.status ?? ANY);
  const page = answer.data;
  return (
    <section className={styles.page} aria-label={label}>
      <div className={styles.filters}>
        <Select
          label="Status"
          options={[
            { name: 'Any status', value: ANY },
            ...REVIEW_STATUSES.map((one) => ({ name: optionLabel(one), value: one })),
          ]}
          value={status}
          onChange={(key) =>
            go(withFilter(state, 'status', key === ANY || key === null ? null : String(key)))
          }
        />
      </div>
      {answer.error && !page ? (
        <AlertMessage>The {resource.plural} could not be loaded.</AlertMessage>
      ) : !page ? (
        <Skeleton variant="block" label={`Loading the ${resource.plural}`} height="16rem" />
      ) : page.items.length === 0 ? (
        <ListEmptyState
          narrowed={Object.keys(state.filter).length > 0}
          plural={resource.plural}
          noMatch={`No ${resource.plural} are ${optionLabel(status).toLowerCase()}.`}
          clearHref={pathFor(route)}
          clearLabel="Show every status"
          icon="star"
          description="Customers' reviews show here as they arrive."
        />
      ) : (
        <>
          <p className={styles.intro}>
            {page.total} {page.total === 1 ? resource.singular : resource.plural}
          </p>
          <ul className={styles.list} aria-label={label}>
            {page.items.map((review) => (
              <ReviewCard key={review.id} resource={resource} review={review} />
            ))}
          </ul>
          <ListPagination page={page} onPageChange={(next) => go({ ...state, page: next })} />
        </>
      )}
    </section>
  );
}
