import { ApiError, useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useResourceRegistry,
  useToast,
} from '@backoffice/app-kit';
import { AlertMessage, FormActions } from '@backoffice/app-kit/components';
import {
  displayValue,
  type ResourceRow,
  useRecord,
  useRecordId,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import {
  actionPath,
  businessToday,
  formatMoney,
  MESSAGES,
  type ResourceDefinition,
  wrongStateMessage,
} from '@backoffice/contract';
import { DateField } from '@backoffice/ui/DateField';
import { Form } from '@backoffice/ui/Form';
import { Link } from '@backoffice/ui/Link';
import { Select } from '@backoffice/ui/Select';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { TextField } from '@backoffice/ui/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EXPENSE_PAYMENT_METHODS, type Expenses } from '../../expenses/defineExpenses';
import { useCurrentExpenses } from './currentExpenses';
import { EXPENSE_METHOD_LABELS } from './expenseLabels';
import * as styles from './expenses.css';

/**
 * The pay screen of an expense (`/<prefix>-expenses/:id/pay`): what is owed (description,
 * vendor, amount, due date), then the day it was paid (today to start with), the method and a
 * reference. Saving runs the `pay` action with the version the screen was opened at and opens
 * the expense. A paid expense, or one paid by someone else meanwhile (409), shows the server's
 * sentence and a link back instead of the form.
 */
export function PayExpenseScreen() {
  const expenses = useCurrentExpenses();
  const { resource } = expenses;
  const id = useRecordId();
  const answer = useRecord(resource, id);
  const expense = answer.data;
  if (id === null || (answer.error instanceof ApiError && answer.error.status === 404)) {
    return <AlertMessage>This expense does not exist, or belongs to another brand.</AlertMessage>;
  }
  if (answer.error && !expense) return <AlertMessage>{MESSAGES.general}</AlertMessage>;
  if (!expense) {
    return (
      <section className={styles.panel} aria-label="Loading the expense" aria-busy>
        <Skeleton height="1.5rem" />
        <Skeleton height="6rem" />
      </section>
    );
  }
  return (
    <PayForm
      expenses={expenses}
      expense={expense}
      key={`${expense.id}-${String(expense.version)}`}
    />
  );
}

function PayForm({ expenses, expense }: { expenses: Expenses; expense: ResourceRow }) {
  const { resource, routes } = expenses;
  const client = useApiClient();
  const toast = useToast();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(resource);
  const [paidOn, setPaidOn] = useState<string | null>(() => businessToday());
  const [method, setMethod] = useState<string>('bank_transfer');
  const [reference, setReference] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const { errors, pending, submit } = useFormSubmit();
  useFormChanged(reference !== '' || method !== 'bank_transfer');
  const action = resource.actions.pay!;
  const refusal =
    conflict ??
    (expense.status === 'unpaid' ? null : wrongStateMessage(action, String(expense.status)));
  const detail = pathFor(routes.detail, { id: expense.id });
  const field = (name: string) => (resource as ResourceDefinition).fields[name]!;
  const description = String(expense.description ?? '');

  return (
    <section className={styles.panel} aria-labelledby="pay-heading">
      <h2 id="pay-heading" className={styles.heading}>
        Pay “{description}”
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Vendor</dt>
          <dd>{expense.labels.vendor_id ?? '—'}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Due</dt>
          <dd className={Number(expense.overdue) === 1 ? styles.overdue : undefined}>
            {expense.due_on ? displayValue(field('due_on'), expense.due_on) : '—'}
            {Number(expense.overdue) === 1 ? ' (overdue)' : ''}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Amount</dt>
          <dd>
            <strong>{formatMoney(Number(expense.amount ?? 0))}</strong>
          </dd>
        </div>
      </dl>
      {refusal ? (
        <>
          <AlertMessage>{refusal}</AlertMessage>
          <Link href={detail}>Back to the expense</Link>
        </>
      ) : (
        <Form
          validationErrors={errors.fieldErrors}
          message={errors.message ?? undefined}
          onSubmit={(event) =>
            void submit(event, async () => {
              try {
                const paid = (
                  await client.post<{ data: ResourceRow }>(
                    actionPath(resource, expense.id, 'pay'),
                    {
                      paid_on: paidOn ?? '',
                      method,
                      reference,
                      ...(typeof expense.version === 'number' ? { version: expense.version } : {}),
                    },
                  )
                ).data;
                await revalidate(expense.id, paid);
                store.setFormChanged(false);
                toast(
                  `${formatMoney(Number(expense.amount ?? 0))} paid: ${description}.`,
                  'positive',
                );
                void navigate(detail);
              } catch (error) {
                if (error instanceof ApiError && error.status === 409) {
                  setConflict(error.message);
                  void revalidate(expense.id, undefined);
                  return;
                }
                throw error;
              }
            })
          }
        >
          <DateField
            label="Paid on"
            name="paid_on"
            isRequired
            autoFocus
            value={paidOn}
            onChange={setPaidOn}
            isDisabled={pending}
          />
          <Select
            label="Method"
            name="method"
            isRequired
            options={EXPENSE_PAYMENT_METHODS.map((value) => ({
              name: EXPENSE_METHOD_LABELS[value] ?? value,
              value,
            }))}
            value={method}
            onChange={(key) => key !== null && setMethod(String(key))}
            isDisabled={pending}
          />
          <TextField
            label="Reference"
            name="reference"
            description="A cheque number or a transfer's reference, if any."
            maxLength={255}
            value={reference}
            onChange={setReference}
            isDisabled={pending}
          />
          <FormActions submitLabel="Mark as paid" pending={pending} cancelHref={detail} />
        </Form>
      )}
    </section>
  );
}
