import { useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useResourceRegistry,
  useToast,
} from '@backoffice/app-kit';
import { FormActions } from '@backoffice/app-kit/components';
import { useRecords, useResourceRevalidation } from '@backoffice/app-kit/resources';
import { addDays, businessToday } from '@backoffice/contract';
import { DateField } from '@backoffice/ui/DateField';
import { Form } from '@backoffice/ui/Form';
import { Select } from '@backoffice/ui/Select';
import { TextArea } from '@backoffice/ui/TextArea';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { inventoriesResource } from '../../resources/stock/inventories';
import { inventoryLogsResource } from '../../resources/stock/inventoryLogs';
import { firstOfMonth, mondayOf, periodEnd } from '../../resources/stock/periods';
import * as screen from '../shared/screen.css';
import { createCount } from './stockApi';
import { KIND_LABELS, periodName } from './stockLabels';
import type { StockItem } from './stockTypes';

const ACTIVE_ITEMS = 'filter%5Bactive%5D=1&per_page=100&sort=name&direction=asc';

/** The last twelve months, newest first, as `{name: 'March 2025', value: '2025-03-01'}`. */
function recentMonths(today: string) {
  const months: { name: string; value: string }[] = [];
  let first = firstOfMonth(today);
  for (let i = 0; i < 12; i++) {
    months.push({
      name: periodName({ period: 'month', starts_on: first, ends_on: null }),
      value: first,
    });
    first = firstOfMonth(addDays(first, -1));
  }
  return months;
}

/** The active items a new count will count, with their kind. */
function ItemsToCount() {
  const answer = useRecords(inventoriesResource, ACTIVE_ITEMS);
  const items = (answer.data?.items ?? []) as unknown as StockItem[];
  return (
    <section className={screen.panel} aria-labelledby="items-heading">
      <h2 id="items-heading" className={screen.panelHeading}>
        Items to count
      </h2>
      {answer.data ? (
        items.length ? (
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                {item.name}{' '}
                <span className={screen.muted}>
                  ({KIND_LABELS[item.kind ?? ''] ?? item.kind}, {item.unit})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={screen.muted}>There is no active stock item to count.</p>
        )
      ) : (
        <p className={screen.muted}>Loading the items…</p>
      )}
    </section>
  );
}

/**
 * `/jf-inventory-logs/new-week` and `/new-month`: starts a count of a week (any day picks its
 * Monday to Sunday) or of a calendar month (one of the last twelve), showing the period and
 * the active items it will count (one line each). The server refuses a period another count
 * already covers, with its sentence beside the period. Saved, it opens the count.
 */
export function NewCountScreen({ period }: { period: 'week' | 'month' }) {
  const client = useApiClient();
  const store = useAppStore();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(inventoryLogsResource);
  const today = businessToday();
  const [day, setDay] = useState<string | null>(() => mondayOf(addDays(today, -7)));
  const [month, setMonth] = useState<string>(() => firstOfMonth(today));
  const [notes, setNotes] = useState('');
  const { errors, pending, submit } = useFormSubmit();
  useFormChanged(notes !== '');
  const startsOn = period === 'week' ? (day ? mondayOf(day) : null) : month;
  const shown = startsOn
    ? periodName({ period, starts_on: startsOn, ends_on: periodEnd(period, startsOn) })
    : '—';
  const title = period === 'week' ? 'New weekly count' : 'New monthly count';

  return (
    <section className={screen.page} aria-label={title}>
      <Form
        validationErrors={errors.fieldErrors}
        message={errors.message ?? undefined}
        onSubmit={(event) =>
          void submit(event, async ({ idempotencyKey }) => {
            const count = await createCount(
              client,
              { period, starts_on: startsOn ?? '', notes },
              idempotencyKey,
            );
            await revalidate(count.id, undefined);
            toast(`The count of ${periodName(count)} is open.`, 'positive');
            store.setFormChanged(false);
            void navigate(pathFor('view-jf-inventory-log', { id: count.id }));
          })
        }
      >
        <div className={screen.panel}>
          <h2 className={screen.panelHeading}>{title}</h2>
          {period === 'week' ? (
            <DateField
              label="A day of the week"
              name="starts_on"
              description="The count covers its Monday to Sunday."
              isRequired
              autoFocus
              value={day}
              onChange={setDay}
              isDisabled={pending}
            />
          ) : (
            <Select
              label="Month"
              name="starts_on"
              isRequired
              autoFocus
              options={recentMonths(today)}
              value={month}
              onChange={(key) => key !== null && setMonth(String(key))}
              isDisabled={pending}
            />
          )}
          <p aria-live="polite">
            Counting: <strong>{shown}</strong>
          </p>
          <TextArea
            label="Notes"
            name="notes"
            maxLength={1000}
            value={notes}
            onChange={setNotes}
            isDisabled={pending}
          />
        </div>
        <ItemsToCount />
        <FormActions
          cancelHref={pathFor('jf-inventory-logs')}
          submitLabel="Start the count"
          pending={pending}
        />
      </Form>
    </section>
  );
}

export const NewWeeklyCountScreen = () => <NewCountScreen period="week" />;
export const NewMonthlyCountScreen = () => <NewCountScreen period="month" />;
