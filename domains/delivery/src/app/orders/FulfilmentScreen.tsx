import { recordLoadState, useRecord, useRecordId } from '@backoffice/app-kit/resources';
import { formatMoney } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Modal } from '@backoffice/ui/Modal';
import { Select } from '@backoffice/ui/Select';
import { useState } from 'react';
import { ordersResource } from '../../resources/orders';
import { OrderMoney } from './OrderMoney';
import { orderBadge, slotText } from './orderLabels';
import * as styles from './orders.css';
import { useOrdersLive } from './ordersApi';
import type { Order, OrderLine } from './orderTypes';
import { PICK_BADGES } from './pickLabels';
import { lineProductIds, useAddonNames, useProducts } from './productNames';
import { useOrderStep } from './useOrderStep';

interface SubstituteDialogProps {
  line: OrderLine;
  lineName: string;
  products: ReturnType<typeof useProducts>;
  onPick: (productId: number) => void;
  onClose: () => void;
}

/** Choose what goes in instead of a line's product; the line is charged at its price. */
function SubstituteDialog({ line, lineName, products, onPick, onClose }: SubstituteDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const options = products.rows
    .filter((row) => row.id !== line.product_id && row.active !== false)
    .map((row) => ({
      value: String(row.id),
      name: `${String(row.name)}, ${formatMoney(Number(row.price ?? 0))}`,
    }));
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Dialog title={`Substitute ${lineName}`}>
        <Select
          label="Put in instead"
          options={options}
          value={chosen}
          onChange={(key) => setChosen(key === null ? null : String(key))}
        />
        <div className={styles.lineActions}>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button isDisabled={chosen === null} onPress={() => chosen && onPick(Number(chosen))}>
            Substitute
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}

/**
 * `/fulfillments/{id}`: one order as the concierge picks it. Start fulfilment; then for each
 * line Found, Substitute (with what; the line is charged at its price) or Unavailable (refunded
 * from the total); once every line is picked, Ready. The server refuses a wrong step with its
 * sentence, shown as an alert.
 */
export function FulfilmentScreen() {
  const id = useRecordId();
  const answer = useRecord(ordersResource, id);
  const order = answer.data as Order | undefined;
  const products = useProducts(lineProductIds(order?.lines));
  const addons = useAddonNames(order?.lines);
  const step = useOrderStep();
  const [substituting, setSubstituting] = useState<OrderLine | null>(null);
  useOrdersLive(['jfd-order-updates']);
  const waiting = recordLoadState(id, answer, 'the order');
  if (waiting || !order) return waiting;
  const badge = orderBadge(order.status);
  const lines = order.lines ?? [];
  const picking = order.status === 'fulfilling';
  const allPicked =
    lines.length > 0 && lines.every((line) => line.pick_status && line.pick_status !== 'pending');
  const pick = (line: OrderLine, outcome: string, extra: Record<string, number> = {}) =>
    step.run(
      order,
      'pick',
      { line_id: line.id, outcome, ...extra },
      `${products.name(line.product_id)}: ${PICK_BADGES[outcome]?.label.toLowerCase()}.`,
    );

  return (
    <article className={styles.page} aria-labelledby="fulfil-heading">
      <header className={styles.header}>
        <h2 id="fulfil-heading" className={styles.heading}>
          {order.number}
        </h2>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <span className={styles.muted}>{slotText(order.slot_date, order.slot)}</span>
        <div className={styles.actions}>
          {order.status === 'confirmed' && (
            <Button
              isPending={step.pending === 'start-fulfilment'}
              onPress={() =>
                void step.run(order, 'start-fulfilment', {}, `Fulfilling ${order.number}.`)
              }
            >
              Start fulfilment
            </Button>
          )}
          {picking && (
            <Button
              isDisabled={!allPicked}
              isPending={step.pending === 'ready'}
              onPress={() => void step.run(order, 'ready', {}, `${order.number} is ready.`)}
            >
              Ready
            </Button>
          )}
        </div>
      </header>
      {step.problem && (
        <p role="alert" className={styles.alert}>
          {step.problem}
        </p>
      )}
      {picking && !allPicked && (
        <p className={styles.hint}>Pick every line, then mark the order ready.</p>
      )}
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="fulfil-lines">
          <h3 id="fulfil-lines" className={styles.panelHeading}>
            Items
          </h3>
          <ul className={styles.lines}>
            {lines.map((line) => {
              const name = products.name(line.product_id);
              const state = PICK_BADGES[line.pick_status ?? 'pending'] ?? PICK_BADGES.pending;
              return (
                <li key={line.id} className={styles.line} aria-label={`${line.quantity} × ${name}`}>
                  <span className={styles.lineName}>
                    <strong>
                      {line.quantity} × {name}
                    </strong>
                    {line.addon_ids?.length > 0 && (
                      <span className={styles.muted}>With {addons(line)}</span>
                    )}
                    <span className={styles.muted}>
                      {formatMoney((line.unit_price ?? 0) + (line.addons_price ?? 0))} each
                    </span>
                    {line.substitute_product_id && (
                      <span>
                        Instead: {products.name(line.substitute_product_id)} at{' '}
                        {formatMoney(line.substitute_price ?? 0)}
                      </span>
                    )}
                  </span>
                  {state && <Badge tone={state.tone}>{state.label}</Badge>}
                  {picking && (
                    <span className={styles.lineActions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        onPress={() => void pick(line, 'found')}
                      >
                        Found
                      </Button>
                      <Button size="sm" variant="secondary" onPress={() => setSubstituting(line)}>
                        Substitute
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onPress={() => void pick(line, 'unavailable')}
                      >
                        Unavailable
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        <OrderMoney order={order} />
      </div>
      {substituting && (
        <SubstituteDialog
          line={substituting}
          lineName={products.name(substituting.product_id)}
          products={products}
          onClose={() => setSubstituting(null)}
          onPick={(productId) => {
            const line = substituting;
            setSubstituting(null);
            void pick(line, 'substituted', { substitute_product_id: productId });
          }}
        />
      )}
    </article>
  );
}
