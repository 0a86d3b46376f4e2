import { hasPermission } from '@backoffice/access';
import { useAppState } from '@backoffice/app-kit';
import {
  RecordActions,
  recordLoadState,
  useRecord,
  useRecordId,
} from '@backoffice/app-kit/resources';
import type { ResourceDefinition } from '@backoffice/contract';
import { availableActions, formatMoney } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import { useState } from 'react';
import { ordersResource } from '../../resources/orders';
import { StepTimeline } from '../courier/StepTimeline';
import { useTimeline } from '../courier/timeline';
import { DriverPicker } from './DriverPicker';
import { OrderMoney } from './OrderMoney';
import { orderBadge, orderStateLabel, slotText } from './orderLabels';
import * as styles from './orders.css';
import { useOrdersLive } from './ordersApi';
import type { Order } from './orderTypes';
import { PICK_BADGES } from './pickLabels';
import { lineProductIds, useAddonNames, useProducts } from './productNames';

/**
 * The actions this page offers through their generic dialogs: picking a line is the
 * fulfilment screen's, delivering with its photo the driver's, and a driver is assigned with
 * the picker (`a` on the board, the button here).
 */
const PAGE_ACTIONS: ResourceDefinition = {
  ...ordersResource,
  actions: Object.fromEntries(
    Object.entries(ordersResource.actions).filter(
      ([name]) => !['pick', 'deliver', 'assign-driver'].includes(name),
    ),
  ),
};

/**
 * `/jfd-orders/{id}`: an order, its lines and money, the actions the user may run in its state
 * (the contract's `availableActions`: confirm, assign a driver, cancel with a reason...), and
 * its timeline (every change timed, with who made it). Fetched again when the order changes
 * elsewhere (`jfd-order-updates`).
 */
export function OrderScreen() {
  const id = useRecordId();
  const answer = useRecord(ordersResource, id);
  const order = answer.data as Order | undefined;
  const timeline = useTimeline(ordersResource, order ? id : null, order?.version);
  const permissions = useAppState((state) => state.user?.permissions);
  const products = useProducts(lineProductIds(order?.lines));
  const addons = useAddonNames(order?.lines);
  const [picking, setPicking] = useState(false);
  useOrdersLive(['jfd-order-updates']);
  const waiting = recordLoadState(id, answer, 'the order');
  if (waiting || !order) return waiting;
  const badge = orderBadge(order.status);
  const canAssign = availableActions(ordersResource, order, (p) =>
    hasPermission(permissions, p),
  ).includes('assign-driver');
  return (
    <article className={styles.page} aria-labelledby="order-heading">
      <header className={styles.header}>
        <h2 id="order-heading" className={styles.heading}>
          {order.number}
        </h2>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <div className={styles.actions}>
          {canAssign && order.kind === 'delivery' && (
            <Button variant="secondary" onPress={() => setPicking(true)}>
              {order.driver_id ? 'Change driver' : 'Assign driver'}
            </Button>
          )}
          <RecordActions
            resource={PAGE_ACTIONS}
            record={order}
            title={`order ${order.number ?? ''}`}
          />
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.page}>
          <section className={styles.panel} aria-labelledby="order-details">
            <h3 id="order-details" className={styles.panelHeading}>
              {order.kind === 'pickup' ? 'Pickup' : 'Delivery'}
            </h3>
            <dl className={styles.details}>
              <div>
                <dt>Customer</dt>
                <dd>{order.labels.customer_id}</dd>
              </div>
              <div>
                <dt>Slot</dt>
                <dd>{slotText(order.slot_date, order.slot)}</dd>
              </div>
              {order.kind === 'pickup' ? (
                <div>
                  <dt>Pickup location</dt>
                  <dd>{order.labels.pickup_location_id}</dd>
                </div>
              ) : (
                <>
                  <div>
                    <dt>Address</dt>
                    <dd>
                      {order.address}
                      {order.labels.zone_id ? ` (${order.labels.zone_id})` : ''}
                    </dd>
                  </div>
                  <div>
                    <dt>Driver</dt>
                    <dd>{order.labels.driver_id ?? 'Not assigned'}</dd>
                  </div>
                </>
              )}
              {order.notes && (
                <div>
                  <dt>Notes</dt>
                  <dd>{order.notes}</dd>
                </div>
              )}
              {order.cancel_reason && (
                <div>
                  <dt>Cancelled because</dt>
                  <dd>{order.cancel_reason}</dd>
                </div>
              )}
              {order.fail_reason && (
                <div>
                  <dt>Delivery failed because</dt>
                  <dd>{order.fail_reason}</dd>
                </div>
              )}
              {order.proof_name && (
                <div>
                  <dt>Received by</dt>
                  <dd>{order.proof_name}</dd>
                </div>
              )}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="order-lines">
            <h3 id="order-lines" className={styles.panelHeading}>
              Items
            </h3>
            <ul className={styles.lines}>
              {(order.lines ?? []).map((line) => {
                const pick = PICK_BADGES[line.pick_status ?? 'pending'] ?? PICK_BADGES.pending;
                const each = (line.unit_price ?? 0) + (line.addons_price ?? 0);
                return (
                  <li key={line.id} className={styles.line}>
                    <span className={styles.lineName}>
                      <strong>
                        {line.quantity} × {products.name(line.product_id)}
                      </strong>
                      {line.addon_ids?.length > 0 && (
                        <span className={styles.muted}>With {addons(line)}</span>
                      )}
                      {line.quantity > 1 && (
                        <span className={styles.muted}>{formatMoney(each)} each</span>
                      )}
                      {line.substitute_product_id && (
                        <span className={styles.muted}>
                          Instead: {products.name(line.substitute_product_id)} at{' '}
                          {formatMoney(line.substitute_price ?? 0)}
                        </span>
                      )}
                    </span>
                    <span>{formatMoney(line.quantity * each)}</span>
                    {pick && <Badge tone={pick.tone}>{pick.label}</Badge>}
                  </li>
                );
              })}
            </ul>
          </section>
          <OrderMoney order={order} />
        </div>
        <StepTimeline
          steps={timeline.data}
          failed={Boolean(timeline.error)}
          stateLabel={orderStateLabel}
        />
      </div>
      {picking && <DriverPicker order={order} onClose={() => setPicking(false)} />}
    </article>
  );
}
