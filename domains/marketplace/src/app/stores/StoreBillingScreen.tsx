import { hasPermission } from '@backoffice/access';
import { useApiClient } from '@backoffice/api-client';
import {
  useAppState,
  useFormChanged,
  useFormSubmit,
  useResourceRegistry,
  useToast,
} from '@backoffice/app-kit';
import {
  FieldInput,
  type FormValues,
  type ListState,
  ListTable,
  listApiQuery,
  RecordActions,
  type ResourceRow,
  saveRecord,
  useRecords,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { businessToday, formatMoney } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { Dialog } from '@backoffice/ui/Dialog';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Form } from '@backoffice/ui/Form';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { Modal } from '@backoffice/ui/Modal';
import { Select } from '@backoffice/ui/Select';
import { type FormEvent, useState } from 'react';
import {
  evdStoreInvoicesResource as invoices,
  evdSubscriptionOverridesResource as overrides,
  PLAN_MONTHLY_FEES,
  STORE_PLANS,
  type StorePlan,
} from '../../resources/stores';
import { StoreHeader } from './StoreHeader';
import { StoreLoad } from './StoreLoad';
import { type Store, saveStore, useStoreRevalidation } from './storeApi';
import { formatRate, INVOICE_BADGES, PLAN_LABELS } from './storeLabels';
import * as styles from './stores.css';

const today = () => businessToday();

/** The override in force on a day (the latest start wins), among the store's. */
function inForce(rows: ResourceRow[], field: string, day: string): ResourceRow | undefined {
  return rows
    .filter(
      (row) =>
        row[field] !== null &&
        String(row.starts_on) <= day &&
        (row.ends_on === null || String(row.ends_on) >= day),
    )
    .sort((a, b) => String(b.starts_on).localeCompare(String(a.starts_on)))[0];
}

function PlanPanel({ store, storeOverrides }: { store: Store; storeOverrides: ResourceRow[] }) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useStoreRevalidation();
  const [failed, setFailed] = useState<string | null>(null);
  const fee = inForce(storeOverrides, 'monthly_fee', today());
  const rate = inForce(storeOverrides, 'commission_rate', today());
  async function choose(plan: StorePlan) {
    if (plan === store.plan) return;
    setFailed(null);
    try {
      const saved = await saveStore(client, store.slug, { plan }, store.version as number);
      await revalidate(saved);
      toast(`${store.name} is now on the ${PLAN_LABELS[plan]} plan.`, 'positive');
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'The plan could not be changed.');
    }
  }
  return (
    <section className={styles.panel} aria-labelledby="plan-heading">
      <h3 id="plan-heading" className={styles.panelHeading}>
        Plan
      </h3>
      <Select
        label="Subscription plan"
        options={STORE_PLANS.map((plan) => ({
          value: plan,
          name: `${PLAN_LABELS[plan]}, ${formatMoney(PLAN_MONTHLY_FEES[plan])} a month`,
        }))}
        value={store.plan}
        onChange={(key) => void choose(String(key) as StorePlan)}
      />
      {failed && <p role="alert">{failed}</p>}
      <dl className={styles.details}>
        <div>
          <dt>Monthly fee today</dt>
          <dd>
            {formatMoney(fee ? Number(fee.monthly_fee) : PLAN_MONTHLY_FEES[store.plan])}
            {fee ? ' (override)' : ' (plan)'}
          </dd>
        </div>
        <div>
          <dt>Commission today</dt>
          <dd>
            {rate
              ? `${formatRate(Number(rate.commission_rate))} (override)`
              : 'The marketplace’s rate'}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function OverridesPanel({ rows, failed }: { rows: ResourceRow[] | undefined; failed: boolean }) {
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  return (
    <section className={styles.panel} aria-labelledby="overrides-heading">
      <div className={styles.panelHeader}>
        <h3 id="overrides-heading" className={styles.panelHeading}>
          Subscription overrides
        </h3>
        {hasPermission(permissions, overrides.permissions.list) && (
          <Link href={pathFor('evd-subscription-overrides')}>All overrides</Link>
        )}
      </div>
      {failed && <p role="alert">The overrides could not be loaded.</p>}
      {rows && rows.length === 0 && (
        <p className={styles.muted}>None: the plan’s fee and the marketplace’s commission apply.</p>
      )}
      {rows && rows.length > 0 && (
        <ul className={styles.lines}>
          {rows.map((row) => (
            <li key={row.id}>
              <strong>
                {[
                  row.monthly_fee !== null && `${formatMoney(Number(row.monthly_fee))} a month`,
                  row.commission_rate !== null &&
                    `${formatRate(Number(row.commission_rate))} commission`,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </strong>{' '}
              <span className={styles.muted}>
                from {String(row.starts_on)}
                {row.ends_on ? ` to ${String(row.ends_on)}` : ', no end'}
              </span>
              <p className={styles.muted}>{String(row.reason ?? '')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NewInvoiceDialog({ store, onClose }: { store: Store; onClose: () => void }) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(invoices);
  const [values, setValues] = useState<FormValues>({ period_from: null, period_thru: null });
  const { errors, pending, submit } = useFormSubmit();
  useFormChanged(values.period_from !== null || values.period_thru !== null);
  async function send(event: FormEvent<HTMLFormElement>) {
    await submit(event, async ({ idempotencyKey }) => {
      const made = await saveRecord(
        client,
        invoices,
        { store_id: store.id, ...values },
        { idempotencyKey },
      );
      await revalidate(made.id, made);
      toast(`Invoice ${String(made.number)} created.`, 'positive');
      onClose();
    });
  }
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable={!pending}>
      <Dialog title={`New invoice to ${store.name}`}>
        <Form
          className={styles.dialogForm}
          validationBehavior="aria"
          message={errors.message ?? undefined}
          aria-label={`New invoice to ${store.name}`}
          onSubmit={(event) => void send(event)}
        >
          <p>
            The amount is the monthly fee on the period’s first day: the plan’s, or an override’s.
          </p>
          {(['period_from', 'period_thru'] as const).map((name) => (
            <FieldInput
              key={name}
              name={name}
              field={invoices.fields[name]}
              value={values[name] ?? null}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
              error={errors.fieldErrors[name]}
            />
          ))}
          <div className={styles.formActions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              Create invoice
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}

function InvoicesPanel({ store }: { store: Store }) {
  const [state, setState] = useState<ListState>({
    search: '',
    sort: 'period_from',
    direction: 'desc',
    page: 1,
    filter: {},
  });
  const [creating, setCreating] = useState(false);
  const query = listApiQuery({ ...state, filter: { store_id: String(store.id) } });
  const answer = useRecords(invoices, query);
  const columns: DataTableColumn<ResourceRow>[] = [
    {
      id: 'number',
      title: 'Number',
      sortable: true,
      isRowHeader: true,
      render: (row) => String(row.number),
    },
    {
      id: 'period_from',
      title: 'Period',
      sortable: true,
      render: (row) => `${String(row.period_from)} to ${String(row.period_thru)}`,
    },
    {
      id: 'amount',
      title: 'Amount',
      sortable: true,
      align: 'end',
      render: (row) => formatMoney(Number(row.amount ?? 0)),
    },
    {
      id: 'status',
      title: 'Status',
      render: (row) => {
        const badge = INVOICE_BADGES[String(row.status)];
        return badge && <Badge tone={badge.tone}>{badge.label}</Badge>;
      },
    },
    { id: 'paid_on', title: 'Paid on', render: (row) => String(row.paid_on ?? '') },
    {
      id: 'actions',
      title: 'Actions',
      render: (row) => (
        <div className={styles.toolbar}>
          <RecordActions resource={invoices} record={row} title={`invoice ${String(row.number)}`} />
        </div>
      ),
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="invoices-heading">
      <div className={styles.panelHeader}>
        <h3 id="invoices-heading" className={styles.panelHeading}>
          Invoices to the seller
        </h3>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setCreating(true)}>
            New invoice
          </Button>
        </div>
      </div>
      <ListTable
        label={`Invoices of ${store.name}`}
        resource={invoices}
        columns={columns}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        apiQuery={query}
        go={setState}
        emptyState={
          <EmptyState
            size="sm"
            headingLevel={4}
            icon={<Icon name="box" />}
            title="No invoices yet"
            description={`${store.name} has not been invoiced yet.`}
          />
        }
        loadingRowCount={4}
        onOpen={() => undefined}
        summary={(page) =>
          page.totals ? (
            <p className={styles.muted}>
              Invoiced in all: {formatMoney(Number(page.totals.amount ?? 0))}
            </p>
          ) : null
        }
      />
      {creating && <NewInvoiceDialog store={store} onClose={() => setCreating(false)} />}
    </section>
  );
}

function Billing({ store }: { store: Store }) {
  const answer = useRecords(
    overrides,
    `filter[store_id]=${store.id}&per_page=100&sort=starts_on&direction=desc`,
  );
  return (
    <article className={styles.page} aria-labelledby="store-heading">
      <StoreHeader store={store} current="store-billing" />
      <div className={styles.columns}>
        <PlanPanel store={store} storeOverrides={answer.data?.items ?? []} />
        <OverridesPanel rows={answer.data?.items} failed={Boolean(answer.error)} />
      </div>
      <InvoicesPanel store={store} />
    </article>
  );
}

/**
 * `/evd-stores/{storeSlug}/billing`: the store's plan (changed here) and what it pays today, its
 * subscription overrides, and its invoices to the seller (created for a period, priced by the
 * server; marked paid or voided).
 */
export function StoreBillingScreen() {
  return <StoreLoad>{(store) => <Billing store={store} />}</StoreLoad>;
}
