import { useResourceRegistry } from '@backoffice/app-kit';
import {
  type FormValue,
  recordLoadState,
  useRecord,
  useRecordId,
} from '@backoffice/app-kit/resources';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import { FileUpload } from '@backoffice/ui/FileUpload';
import { Form } from '@backoffice/ui/Form';
import { formatPhone } from '@backoffice/ui/PhoneInput';
import { TextField } from '@backoffice/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { jfdCustomersResource } from '../../resources/catalogue';
import { ordersResource } from '../../resources/orders';
import { orderBadge, slotText } from './orderLabels';
import * as styles from './orders.css';
import type { Order } from './orderTypes';
import { useOrderStep } from './useOrderStep';

const PHOTO_LIMIT = 2 * 1024 * 1024;

type Finish = 'deliver' | 'fail' | null;

/** The order's heading, where to go and what for: the top of the driver's screens. */
function OrderSummary({ order }: { order: Order }) {
  const badge = orderBadge(order.status);
  // The customer's phone, to call from the door or the counter.
  const customer = useRecord(jfdCustomersResource, order.customer_id ?? null);
  const phone = String(customer.data?.phone ?? '');
  return (
    <header className={styles.stackSection}>
      <div className={styles.cardHead}>
        <h2 id="driver-order-heading" className={styles.heading}>
          {order.number}
        </h2>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>Customer</dt>
          <dd>{order.labels.customer_id}</dd>
        </div>
        {phone && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>{order.kind === 'pickup' ? 'Pickup location' : 'Address'}</dt>
          <dd>{order.kind === 'pickup' ? order.labels.pickup_location_id : order.address}</dd>
        </div>
        <div>
          <dt>Slot</dt>
          <dd>{slotText(order.slot_date, order.slot)}</dd>
        </div>
        {order.notes && (
          <div>
            <dt>Notes</dt>
            <dd>{order.notes}</dd>
          </div>
        )}
      </dl>
    </header>
  );
}

/** Loads the order of the address; the screen draws it once it is there. */
function useDriverOrder() {
  const id = useRecordId();
  const answer = useRecord(ordersResource, id);
  return {
    order: answer.data as Order | undefined,
    waiting: recordLoadState(id, answer, 'the order'),
  };
}

/**
 * `/deliveries/{id}`: one of the driver's deliveries, made for a phone: Start delivery (leave
 * with it); then Delivered, with the recipient's name and a photo as proof (at most 2 MB), or
 * Delivery failed with the reason. Both proofs are required. Every target is a full-width button.
 */
export function DeliveryScreen() {
  const { order, waiting } = useDriverOrder();
  const step = useOrderStep();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const [finish, setFinish] = useState<Finish>(null);
  const [recipient, setRecipient] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (waiting || !order) return waiting;
  const back = () => void navigate(pathFor('deliveries'));

  async function deliver(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order) return;
    const problems: Record<string, string> = {};
    if (!recipient.trim()) problems.recipient_name = 'The recipient name field is required.';
    if (!photo) problems.photo = 'The photo field is required.';
    else if (photo.size > PHOTO_LIMIT) problems.photo = 'The file size must not exceed 2MB.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (!photo) return;
    const input: Record<string, FormValue> = { recipient_name: recipient.trim(), photo };
    if (await step.run(order, 'deliver', input, `${order.number} delivered.`)) back();
  }

  async function fail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order) return;
    if (!reason.trim()) {
      setErrors({ reason: 'The reason field is required.' });
      return;
    }
    if (await step.run(order, 'fail', { reason: reason.trim() }, `${order.number} is coming back.`))
      back();
  }

  const canStart = order.status === 'ready' || order.status === 'returned';
  const out = order.status === 'out_for_delivery';
  return (
    <article className={styles.phone} aria-labelledby="driver-order-heading">
      <OrderSummary order={order} />
      {step.problem && (
        <p role="alert" className={styles.alert}>
          {step.problem}
        </p>
      )}
      {canStart && (
        <div className={styles.bigActions}>
          <Button
            size="lg"
            isPending={step.pending === 'dispatch'}
            onPress={() => void step.run(order, 'dispatch', {}, `On the way with ${order.number}.`)}
          >
            Start delivery
          </Button>
        </div>
      )}
      {out && finish === null && (
        <div className={styles.bigActions}>
          <Button size="lg" onPress={() => setFinish('deliver')}>
            Delivered
          </Button>
          <Button size="lg" variant="secondary" onPress={() => setFinish('fail')}>
            Delivery failed
          </Button>
        </div>
      )}
      {out && finish === 'deliver' && (
        <Form
          aria-label="Proof of delivery"
          validationBehavior="aria"
          onSubmit={(event) => void deliver(event)}
          className={styles.bigActions}
        >
          <TextField
            label="Recipient name"
            isRequired
            value={recipient}
            onChange={setRecipient}
            errorMessage={errors.recipient_name}
            isInvalid={Boolean(errors.recipient_name)}
            autoFocus
          />
          <FileUpload
            label="Photo"
            accept={['image/jpeg', 'image/png', 'image/webp']}
            maxBytes={PHOTO_LIMIT}
            file={photo}
            onFileChange={setPhoto}
            errorMessage={errors.photo}
            buttonLabel="Take or choose a photo"
          />
          <Button size="lg" type="submit" isPending={step.pending === 'deliver'}>
            Confirm delivery
          </Button>
          <Button size="lg" variant="ghost" onPress={() => setFinish(null)}>
            Back
          </Button>
        </Form>
      )}
      {out && finish === 'fail' && (
        <Form
          aria-label="Failed delivery"
          validationBehavior="aria"
          onSubmit={(event) => void fail(event)}
          className={styles.bigActions}
        >
          <TextField
            label="Reason"
            isRequired
            value={reason}
            onChange={setReason}
            errorMessage={errors.reason}
            isInvalid={Boolean(errors.reason)}
            autoFocus
          />
          <Button size="lg" type="submit" variant="danger" isPending={step.pending === 'fail'}>
            Bring it back
          </Button>
          <Button size="lg" variant="ghost" onPress={() => setFinish(null)}>
            Back
          </Button>
        </Form>
      )}
    </article>
  );
}

/**
 * `/pickups/{id}`: a ready pickup order, handed over at its location once the customer's
 * six-digit pickup code is typed (the server checks it).
 */
export function PickupScreen() {
  const { order, waiting } = useDriverOrder();
  const step = useOrderStep();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (waiting || !order) return waiting;

  async function handOver(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order) return;
    if (!code.trim()) {
      setError('The pickup code field is required.');
      return;
    }
    setError(undefined);
    if (
      await step.run(
        order,
        'hand-over',
        { pickup_code: code.trim() },
        `${order.number} handed over.`,
      )
    ) {
      void navigate(pathFor('pickups'));
    }
  }

  return (
    <article className={styles.phone} aria-labelledby="driver-order-heading">
      <OrderSummary order={order} />
      {step.problem && (
        <p role="alert" className={styles.alert}>
          {step.problem}
        </p>
      )}
      {order.status === 'ready' && (
        <Form
          aria-label="Hand over"
          validationBehavior="aria"
          onSubmit={(event) => void handOver(event)}
          className={styles.bigActions}
        >
          <TextField
            label="Customer’s pickup code"
            inputMode="numeric"
            value={code}
            onChange={setCode}
            errorMessage={error}
            isInvalid={Boolean(error)}
          />
          <Button size="lg" type="submit" isPending={step.pending === 'hand-over'}>
            Hand over
          </Button>
        </Form>
      )}
    </article>
  );
}
