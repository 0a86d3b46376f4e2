import { ApiError, useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useResourceRegistry,
  useToast,
  useUnusualValues,
} from '@backoffice/app-kit';
import { AlertMessage, FormActions } from '@backoffice/app-kit/components';
import {
  FileFieldInput,
  type FormValue,
  type ResourceRow,
  recordVersion,
  useRecord,
  useRecordId,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { formatMoney, MESSAGES } from '@backoffice/contract';
import { Form } from '@backoffice/ui/Form';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CashItem } from '../../reports/cash';
import { depositsResource } from '../../resources/cash/deposits';
import * as screen from '../shared/screen.css';
import { CashItemsChooser, chosenTotal } from './CashItemsChooser';
import { DepositFields, type DepositFieldValues } from './DepositFields';
import { itemKey, unusualDeposit, updateDeposit, useUndepositedCash } from './depositsApi';
import { itemsError } from './itemsError';

interface DepositLine {
  sale_id: number | null;
  invoice_payment_id: number | null;
  taken_on: string | null;
  description: string | null;
  amount: number | null;
}

/** A deposit's own lines as choosable cash items. */
function coveredItems(deposit: ResourceRow): CashItem[] {
  return ((deposit.lines ?? []) as DepositLine[]).map((line) => ({
    kind: line.sale_id !== null ? 'sale' : 'payment',
    id: Number(line.sale_id ?? line.invoice_payment_id),
    taken_on: line.taken_on ?? '',
    description: line.description ?? '',
    amount: Number(line.amount ?? 0),
  }));
}

/**
 * `/jf-deposits/:id/edit`: the deposit's day, account, reference, notes and slip, and the cash it
 * covers: its own items (chosen) beside the undeposited cash (not chosen), with the amount as a
 * live sum. Saving sends the version it was opened at; a change saved by someone else meanwhile
 * (409) shows the server's sentence and the screen reloads the deposit.
 */
export function EditDepositScreen() {
  const id = useRecordId();
  const answer = useRecord(depositsResource, id);
  const cash = useUndepositedCash();
  if (id === null || (answer.error instanceof ApiError && answer.error.status === 404)) {
    return <AlertMessage>This deposit does not exist.</AlertMessage>;
  }
  if ((answer.error && !answer.data) || (cash.error && !cash.data)) {
    return <AlertMessage>{MESSAGES.general}</AlertMessage>;
  }
  if (!answer.data || !cash.data) {
    return (
      <section className={screen.panel} aria-label="Loading the deposit" aria-busy>
        <Skeleton height="1.5rem" />
        <Skeleton height="10rem" />
      </section>
    );
  }
  return (
    <EditDepositForm
      key={`${answer.data.id}-${String(answer.data.version)}`}
      deposit={answer.data}
      undeposited={cash.data.items}
      onConflict={() => void Promise.all([answer.mutate(), cash.mutate()])}
    />
  );
}

interface EditDepositFormProps {
  deposit: ResourceRow;
  undeposited: readonly CashItem[];
  onConflict: () => void;
}

function EditDepositForm({ deposit, undeposited, onConflict }: EditDepositFormProps) {
  const client = useApiClient();
  const toast = useToast();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(depositsResource);
  const covered = useMemo(() => coveredItems(deposit), [deposit]);
  const items = useMemo(() => [...covered, ...undeposited], [covered, undeposited]);
  const first: DepositFieldValues = {
    deposited_on: String(deposit.deposited_on ?? ''),
    account: String(deposit.account ?? ''),
    reference: String(deposit.reference ?? ''),
    notes: String(deposit.notes ?? ''),
  };
  const [values, setValues] = useState(first);
  const [slip, setSlip] = useState<FormValue>((deposit.slip as FormValue) ?? null);
  const [chosen, setChosen] = useState<string[]>(() => covered.map(itemKey));
  const [conflict, setConflict] = useState<string | null>(null);
  const { errors, pending, submit } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  const slipChanged = slip instanceof File || (slip === null && Boolean(deposit.slip));
  const itemsChanged = chosen.join() !== covered.map(itemKey).join();
  useFormChanged(JSON.stringify(values) !== JSON.stringify(first) || slipChanged || itemsChanged);
  const detail = pathFor('view-jf-deposit', { id: deposit.id });

  return (
    <section className={screen.page} aria-label={`Edit deposit ${first.reference}`}>
      {unusualDialog}
      {conflict && <AlertMessage>{conflict}</AlertMessage>}
      <Form
        validationErrors={errors.fieldErrors}
        message={errors.message ?? undefined}
        onSubmit={(event) => {
          event.preventDefault();
          // A new choice of cash moves the amount: far above a usual deposit, ask before saving.
          confirmUnusual(
            itemsChanged ? unusualDeposit(chosenTotal(items, chosen)) : [],
            () =>
              void submit(null, async () => {
                try {
                  const saved = await updateDeposit(client, deposit.id, recordVersion(deposit), {
                    deposited_on: values.deposited_on ?? '',
                    account: values.account,
                    reference: values.reference,
                    notes: values.notes,
                    ...(slip instanceof File ? { slip } : slipChanged ? { slip: null } : {}),
                    items: items.filter((item) => chosen.includes(itemKey(item))),
                  });
                  await revalidate(saved.id, saved);
                  store.setFormChanged(false);
                  toast(`Deposit ${values.reference} saved.`, 'positive');
                  void navigate(detail);
                } catch (error) {
                  if (error instanceof ApiError && error.status === 409) {
                    setConflict(error.message);
                    onConflict();
                    return;
                  }
                  throw error;
                }
              }),
          );
        }}
      >
        <DepositFields values={values} onChange={setValues} isDisabled={pending} autoFocus />
        <FileFieldInput
          name="slip"
          field={depositsResource.fields.slip}
          value={slip}
          onChange={setSlip}
          storedFile={(deposit.slip as never) ?? null}
          {...(errors.fieldErrors.slip ? { error: errors.fieldErrors.slip } : {})}
        />
        <CashItemsChooser
          items={items}
          value={chosen}
          onChange={setChosen}
          isDisabled={pending}
          error={itemsError(errors.fieldErrors)}
        />
        <p className={screen.muted}>
          Saved at {formatMoney(Number(deposit.amount ?? 0))}; now{' '}
          {formatMoney(chosenTotal(items, chosen))}.
        </p>
        <FormActions submitLabel="Save deposit" pending={pending} cancelHref={detail} />
      </Form>
    </section>
  );
}
