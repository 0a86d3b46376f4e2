import { useApiClient } from '@backoffice/api-client';
import { type FormValues, NewRecordScreen, useRecord } from '@backoffice/app-kit/resources';
import { formatDay, formatMoney, resourcePath } from '@backoffice/contract';
import useSWR from 'swr';
import { feedTypesResource } from '../../resources/livestock/feedTypes';
import { layerFeedingLogsResource } from '../../resources/livestock/layerFeedingLogs';
import * as screen from '../shared/screen.css';
import { type CostChange, costOn, previewCost } from './feedCost';

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The chosen feed type's cost history (`GET /api/feed-types/{id}/costs`). */
function useCostHistory(feedTypeId: number | null) {
  const client = useApiClient();
  return useSWR(feedTypeId === null ? null : [feedTypesResource.segment, feedTypeId, 'costs'], () =>
    client
      .get<{ data: CostChange[] }>(`${resourcePath(feedTypesResource, feedTypeId as number)}/costs`)
      .then((answer) => answer.data),
  );
}

/**
 * The feeding's cost as the server will store it: the kilograms at the feed type's cost per bag
 * on the chosen day (its cost history, so a log entered late takes that day's price).
 */
export function FeedingCostPreview({ values }: { values: FormValues }) {
  const feedTypeId = numberOf(values.feed_type_id);
  const day = textOf(values.fed_on);
  const feedType = useRecord(feedTypesResource, feedTypeId).data;
  const history = useCostHistory(feedTypeId).data ?? [];
  const bagWeight = numberOf(feedType?.bag_weight);
  const cost = previewCost(history, day, numberOf(values.quantity), bagWeight);
  const perBag = day ? costOn(history, day) : null;
  return (
    <section className={screen.panel} aria-label="Cost of this feeding" aria-live="polite">
      <dl className={screen.figures}>
        <div className={screen.grandFigure}>
          <dt>Cost</dt>
          <dd>{cost === null ? '—' : formatMoney(cost)}</dd>
        </div>
      </dl>
      <p className={screen.muted}>
        {perBag !== null && bagWeight && day
          ? `At ${formatMoney(perBag)} a ${bagWeight} kg bag on ${formatDay(day)}.`
          : 'Choose the day, the feed type and the kilograms to see the cost.'}
      </p>
    </section>
  );
}

const summary = (values: FormValues) => <FeedingCostPreview values={values} />;

/** `/layer-feeding-logs/new`: the definition's form, with the cost as the server will set it. */
export function NewFeedingLogScreen() {
  return <NewRecordScreen resource={layerFeedingLogsResource} summary={summary} />;
}
