import {
  RecordActions,
  recordLoadState,
  useRecord,
  useRecordId,
} from '@backoffice/app-kit/resources';
import { formatMoney } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { formatPhone } from '@backoffice/ui/PhoneInput';
import { courierRequestsResource } from '../../resources/courier';
import type { CourierRequest } from './courierApi';
import { COURIER_BADGES, formatKg, SIZE_LABELS } from './courierLabels';
import { StepTimeline } from './StepTimeline';
import * as styles from './screens.css';
import { useTimeline } from './timeline';

const stateLabel = (status: string) =>
  COURIER_BADGES[status as keyof typeof COURIER_BADGES]?.label ?? status;

/**
 * `/dlv-courier-requests/{id}`: a courier request, its sender and recipient, the parcel and its
 * fee, the actions the user may run in its state (accept, picked up, delivered, cancel with a
 * reason: the contract's `availableActions`), and its timeline (each step timed, with who made
 * it).
 */
export function CourierRequestScreen() {
  const id = useRecordId();
  const answer = useRecord(courierRequestsResource, id);
  const request = answer.data as CourierRequest | undefined;
  const timeline = useTimeline(courierRequestsResource, request ? id : null, request?.version);
  const waiting = recordLoadState(id, answer, 'the courier request');
  if (waiting || !request) return waiting;
  const badge = request.status ? COURIER_BADGES[request.status] : null;
  const title = `courier request ${request.number ?? ''}`;
  return (
    <article className={styles.page} aria-labelledby="request-heading">
      <header className={styles.header}>
        <h2 id="request-heading" className={styles.heading}>
          {request.number}
        </h2>
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        <div className={styles.actions}>
          <RecordActions resource={courierRequestsResource} record={request} title={title} />
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.page}>
          <section className={styles.panel} aria-labelledby="parties-heading">
            <h3 id="parties-heading" className={styles.panelHeading}>
              From and to
            </h3>
            <dl className={styles.details}>
              <div>
                <dt>Sender</dt>
                <dd>
                  {request.sender_name}, {formatPhone(String(request.sender_phone ?? ''))}
                </dd>
              </div>
              <div>
                <dt>Pickup address</dt>
                <dd>{request.pickup_address}</dd>
              </div>
              <div>
                <dt>Recipient</dt>
                <dd>
                  {request.recipient_name}, {formatPhone(String(request.recipient_phone ?? ''))}
                </dd>
              </div>
              <div>
                <dt>Drop-off address</dt>
                <dd>{request.dropoff_address}</dd>
              </div>
              <div>
                <dt>Zone</dt>
                <dd>{request.labels.zone_id}</dd>
              </div>
              <div>
                <dt>Parcel</dt>
                <dd>
                  {request.size ? SIZE_LABELS[request.size] : ''}, {formatKg(request.weight_kg)}
                </dd>
              </div>
              {request.notes && (
                <div>
                  <dt>Notes</dt>
                  <dd>{request.notes}</dd>
                </div>
              )}
              {request.cancel_reason && (
                <div>
                  <dt>Cancelled because</dt>
                  <dd>{request.cancel_reason}</dd>
                </div>
              )}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="fee-heading">
            <h3 id="fee-heading" className={styles.panelHeading}>
              Fee
            </h3>
            <dl className={styles.figures}>
              <div className={styles.grandFigure}>
                <dt>Charged</dt>
                <dd>{formatMoney(request.fee ?? 0)}</dd>
              </div>
            </dl>
            <p className={styles.muted}>
              The zone’s courier fee, plus $2.00 for a medium or $5.00 for a large parcel, plus
              $0.50 for each kilogram or part of one above 5 kg.
            </p>
          </section>
        </div>
        <StepTimeline
          steps={timeline.data}
          failed={Boolean(timeline.error)}
          stateLabel={stateLabel}
        />
      </div>
    </article>
  );
}
