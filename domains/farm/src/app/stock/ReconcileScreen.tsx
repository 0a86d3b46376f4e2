import { useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useResourceRegistry,
  useToast,
} from '@backoffice/app-kit';
import { AlertMessage, FormActions } from '@backoffice/app-kit/components';
import type { ResourceRow } from '@backoffice/app-kit/resources';
import {
  recordLoadState,
  useRecordId,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { Form } from '@backoffice/ui/Form';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { TextArea } from '@backoffice/ui/TextArea';
import { TextField } from '@backoffice/ui/TextField';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { COUNT_CLOSED, inventoryLogsResource } from '../../resources/stock/inventoryLogs';
import * as screen from '../shared/screen.css';
import { withConflict } from '../shared/withConflict';
import { reconcile, useStockCount } from './stockApi';
import { periodName, quantity, signed } from './stockLabels';
import type { CountDetail, StockCount } from './stockTypes';

function ReconcileForm({ count, detail }: { count: StockCount; detail: CountDetail }) {
  const client = useApiClient();
  const store = useAppStore();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(inventoryLogsResource);
  // Typed as text so the variance follows each key (a number field commits on blur).
  const [typed, setTyped] = useState('');
  const counted = /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : null;
  const [reason, setReason] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const { errors, pending, submit } = useFormSubmit();
  useFormChanged(typed !== '' || reason !== '');
  const variance = counted === null ? null : counted - detail.expected;
  const back = pathFor('view-jf-inventory-log', { id: count.id });
  const refusal =
    conflict ??
    (count.status === 'closed'
      ? COUNT_CLOSED
      : detail.reconciled
        ? `${detail.name} is already reconciled in this count.`
        : null);

  return (
    <Form
      validationErrors={errors.fieldErrors}
      message={errors.message ?? undefined}
      onSubmit={(event) =>
        void submit(event, () =>
          withConflict(
            async () => {
              const next = await reconcile(client, count, {
                detail_id: detail.id,
                counted: typed,
                reason,
              });
              await revalidate(next.id, next as unknown as ResourceRow);
              toast(`${detail.name} reconciled.`, 'positive');
              store.setFormChanged(false);
              void navigate(back);
            },
            (message) => setConflict(message),
          ),
        )
      }
    >
      {refusal && <AlertMessage>{refusal}</AlertMessage>}
      <dl className={screen.figures}>
        <div className={screen.figure}>
          <dt>Opening</dt>
          <dd>{quantity(detail.opening, detail.unit)}</dd>
        </div>
        <div className={screen.figure}>
          <dt>Received</dt>
          <dd>{quantity(detail.received, detail.unit)}</dd>
        </div>
        <div className={screen.figure}>
          <dt>Used or sold</dt>
          <dd>{quantity(detail.used, detail.unit)}</dd>
        </div>
        <div className={screen.grandFigure}>
          <dt>Expected closing</dt>
          <dd>{quantity(detail.expected, detail.unit)}</dd>
        </div>
      </dl>
      <TextField
        label={`Counted (${detail.unit})`}
        name="counted"
        isRequired
        autoFocus
        inputMode="numeric"
        value={typed}
        onChange={setTyped}
        isDisabled={pending || refusal !== null}
      />
      <dl className={screen.figures}>
        <div className={screen.grandFigure}>
          <dt>Variance</dt>
          <dd>
            <output aria-live="polite">{variance === null ? '—' : signed(variance)}</output>
          </dd>
        </div>
      </dl>
      <TextArea
        label="Reason"
        name="reason"
        description="Required when the count differs from the expected closing."
        maxLength={1000}
        value={reason}
        onChange={setReason}
        isDisabled={pending || refusal !== null}
      />
      <FormActions cancelHref={back} submitLabel="Save the count" pending={pending} />
    </Form>
  );
}

/**
 * `/jf-inventory-logs/:id/reconcile/:detailId`: counts one item of a count: its opening,
 * received, used and expected closing, the figure counted, the variance as it is typed, and a
 * reason (required when the variance is not 0). Saving posts the adjustment, freezes the
 * item's figures and goes back to the count; a closed count answers with its sentence.
 */
export function ReconcileScreen() {
  const id = useRecordId();
  const detailId = Number(useParams().detailId);
  const { pathFor } = useResourceRegistry();
  const answer = useStockCount(id);
  const waiting = recordLoadState(id, answer, inventoryLogsResource.singular);
  if (waiting || !answer.data || id === null) return waiting;
  const count = answer.data;
  if (!answer.details.data) return <Skeleton lines={6} label="Loading the item" />;
  const detail = answer.details.data.find((row) => row.id === detailId);
  if (!detail) return <Navigate to={pathFor('app.not-found')} replace />;

  return (
    <section className={screen.page} aria-labelledby="reconcile-heading">
      <div className={screen.panel}>
        <h2 id="reconcile-heading" className={screen.heading}>
          Count {detail.name}
        </h2>
        <p className={screen.muted}>{periodName(count)}</p>
        <ReconcileForm count={count} detail={detail} />
      </div>
    </section>
  );
}
