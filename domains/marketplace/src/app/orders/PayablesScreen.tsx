import { hasPermission } from '@backoffice/access';
import { useApiClient } from '@backoffice/api-client';
import { useAppState, useFormSubmit, useResourceRegistry, useToast } from '@backoffice/app-kit';
import {
  changeListState,
  FieldInput,
  type FormValues,
  isNarrowed,
  ListEmptyState,
  type ListState,
  ListTable,
  listApiQuery,
  listParams,
  readListState,
  SearchField,
  saveRecord,
  useRecords,
  useResourceRevalidation,
  withFilter,
} from '@backoffice/app-kit/resources';
import { addDays, businessToday, formatMoney } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { Select } from '@backoffice/ui/Select';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { payableRunsResource, payablesResource } from '../../resources/orders/payables';
import { PAYABLE_STATUSES } from '../../resources/orders/states';
import { fieldColumns } from './columns';
import { statusBadge } from './orderLabels';
import * as styles from './orders.css';

const COLUMNS = [
  'number',
  'store_id',
  'period_from',
  'period_thru',
  'sales',
  'commission',
  'refunds',
  'net',
  'status',
] as const;

/** "; 1 store already had one" / "; 3 stores already had one" / nothing. */
function skippedText(skipped: number): string {
  if (!skipped) return '';
  return `; ${skipped} ${skipped === 1 ? 'store' : 'stores'} already had one`;
}

/** The month before the business's today's (`YYYY-MM-DD`): the period a run is usually for. */
export function lastMonth(today: string = businessToday()): { from: string; thru: string } {
  const thru = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${thru.slice(0, 7)}-01`, thru };
}

/**
 * The dialog of a payable run: the period (last month by default); the server makes one payable
 * per store owed something for it and says how many it made and skipped.
 */
function PayableRunDialog({ onClose }: { onClose: () => void }) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(payablesResource);
  const period = lastMonth();
  const [values, setValues] = useState<FormValues>({
    period_from: period.from,
    period_thru: period.thru,
  });
  const { errors, pending, submit, setErrors } = useFormSubmit();
  async function run(event: FormEvent<HTMLFormElement>) {
    await submit(event, async ({ idempotencyKey }) => {
      const made = await saveRecord(client, payableRunsResource, values, { idempotencyKey });
      await revalidate(0, undefined);
      const count = Number(made.payables_count);
      toast(
        count === 0
          ? 'No store is owed anything new for this period.'
          : `${count} ${count === 1 ? 'payable' : 'payables'} made, ${formatMoney(
              Number(made.total_net),
            )} in all${skippedText(Number(made.skipped))}.`,
        'positive',
      );
      onClose();
    });
  }
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable={!pending}>
      <Dialog title="New payable run">
        <Form
          className={styles.dialogForm}
          validationBehavior="aria"
          message={errors.message ?? undefined}
          aria-label="New payable run"
          onSubmit={(event) => void run(event)}
        >
          <p>
            Each store owed something for the period (its delivered sales less the commission and
            its approved refunds) gets one payable. Stores with a payable for an overlapping period
            are left out.
          </p>
          {(['period_from', 'period_thru'] as const).map((name) => (
            <FieldInput
              key={name}
              name={name}
              field={payableRunsResource.fields[name]}
              value={values[name] ?? null}
              onChange={(value) => {
                setValues((current) => ({ ...current, [name]: value }));
                setErrors(({ fieldErrors: { [name]: _cleared, ...rest }, message }) => ({
                  fieldErrors: rest,
                  message,
                }));
              }}
              error={errors.fieldErrors[name]}
            />
          ))}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              Make payables
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}

/**
 * `/evd-payables`: what the stores are owed, newest first, with the sums of every payable the
 * filters match, and the run that makes a period's payables (for those who may).
 */
export function PayablesScreen() {
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(payablesResource, params), [params]);
  const answer = useRecords(payablesResource, listApiQuery(state));
  const [running, setRunning] = useState(false);
  const go = (next: ListState) => setParams(listParams(next));
  const status = typeof state.filter.status === 'string' ? state.filter.status : '';
  const totals = answer.data?.totals as Record<string, number> | undefined;
  const href = (row: { id: number }) => pathFor('view-payable', { id: row.id });
  return (
    <section className={styles.page} aria-label="Payables">
      <div className={styles.toolbar}>
        <SearchField
          label="Search number or store"
          value={state.search}
          onSearch={(search) => go(changeListState(state, { search }))}
        />
        <Select
          label="Status"
          options={[
            { value: '', name: 'Any status' },
            ...PAYABLE_STATUSES.map((value) => ({ value, name: statusBadge(value).label })),
          ]}
          value={status}
          onChange={(value) => go(withFilter(state, 'status', value ? String(value) : null))}
        />
        {hasPermission(permissions, payableRunsResource.permissions.create) && (
          <div className={styles.actions}>
            <Button onPress={() => setRunning(true)}>New payable run</Button>
          </div>
        )}
      </div>
      {totals && (
        <dl className={styles.details} aria-label="Sums of the payables listed">
          {(['sales', 'commission', 'refunds', 'net'] as const).map((name) => (
            <div key={name}>
              <dt>{payablesResource.fields[name].label}</dt>
              <dd>{formatMoney(Number(totals[name] ?? 0))}</dd>
            </div>
          ))}
        </dl>
      )}
      <ListTable
        label="Payables"
        resource={payablesResource}
        columns={fieldColumns(payablesResource, COLUMNS, href)}
        page={answer.data}
        failed={Boolean(answer.error)}
        state={state}
        go={go}
        emptyState={
          <ListEmptyState
            narrowed={isNarrowed(state)}
            plural="payables"
            noMatch="No payable matches this search and status."
            clearHref={pathFor('payables')}
            clearLabel="Clear the search and filters"
            title="No payables yet"
            description="A payable run makes what each store is owed for a period."
            icon="receipt"
          />
        }
        loadingRowCount={8}
        onOpen={(id) => void navigate(pathFor('view-payable', { id }))}
      />
      {running && <PayableRunDialog onClose={() => setRunning(false)} />}
    </section>
  );
}
