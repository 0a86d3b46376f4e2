import { hasPermission } from '@backoffice/access';
import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import { recordLoadState, useRecordId } from '@backoffice/app-kit/resources';
import { formatDay, formatMoney, MESSAGES } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { useState } from 'react';
import { inventoriesResource } from '../../resources/stock/inventories';
import * as screen from '../shared/screen.css';
import { OnHand } from './InventoriesListScreen';
import { ReceiveStockDialog } from './ReceiveStockDialog';
import * as styles from './stock.css';
import { useStockItem } from './stockApi';
import { KIND_LABELS, quantity, signed, sourceName, sourceRoute } from './stockLabels';
import type { ItemMovements } from './stockTypes';

/** The item's latest movements, newest first, each with the balance after it. */
function Movements({ view, unit }: { view: ItemMovements; unit: string }) {
  const { pathFor } = useResourceRegistry();
  if (view.movements.length === 0) {
    return <p className={screen.muted}>Nothing has moved this item yet.</p>;
  }
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Movements
          {view.total > view.movements.length && (
            <span className={screen.muted}>
              {' '}
              (the latest {view.movements.length} of {view.total})
            </span>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Source</th>
            <th scope="col" className={styles.number}>
              Quantity ({unit})
            </th>
            <th scope="col" className={styles.number}>
              Balance
            </th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {view.movements.map((movement) => {
            const target = sourceRoute(movement);
            const name = sourceName(movement);
            return (
              <tr key={movement.id}>
                <td>{formatDay(movement.moved_on)}</td>
                <td>
                  {target ? (
                    <Link href={pathFor(target.route, { id: target.id })}>{name}</Link>
                  ) : (
                    name
                  )}
                </td>
                <td className={styles.number}>{signed(movement.quantity)}</td>
                <td className={`${styles.number} ${movement.balance < 0 ? styles.negative : ''}`}>
                  {quantity(movement.balance)}
                </td>
                <td>{movement.note}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/jf-inventories/:id`: a stock item: its kind, unit, on hand (flagged under the reorder
 * level, standing out below zero), reorder level and unit cost, and its latest movements with
 * their sources (a sale, a count, a collection log link to their pages) and the balance after
 * each. Those who manage stock edit the item and receive stock here ("Receive stock").
 */
export function InventoryScreen() {
  const id = useRecordId();
  const { pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const answer = useStockItem(id);
  const [receiving, setReceiving] = useState(false);
  const waiting = recordLoadState(id, answer, inventoriesResource.singular);
  if (waiting || !answer.data || id === null) return waiting;

  const item = answer.data;
  const manages = hasPermission(permissions, inventoriesResource.permissions.update);
  const movements = answer.movements;

  return (
    <section className={screen.page} aria-labelledby="item-heading">
      <div className={screen.header}>
        <Link href={pathFor('jf-inventories')} variant="standalone">
          <Icon name="arrow-left" /> All stock items
        </Link>
        {manages && (
          <div className={styles.actions}>
            <Link href={pathFor('edit-jf-inventory', { id })} variant="standalone">
              <Icon name="edit" /> Edit
            </Link>
            <Button onPress={() => setReceiving(true)}>
              <Icon name="plus" /> Receive stock
            </Button>
          </div>
        )}
      </div>
      <div className={screen.panel}>
        <div className={screen.header}>
          <h2 id="item-heading" className={screen.heading}>
            {item.name}
          </h2>
          {!item.active && <Badge>Inactive</Badge>}
        </div>
        <dl className={styles.facts}>
          <dt>On hand</dt>
          <dd>
            <OnHand item={item} />
          </dd>
          <dt>Reorder level</dt>
          <dd>{quantity(item.reorder_level ?? 0, item.unit)}</dd>
          <dt>Kind</dt>
          <dd>
            {KIND_LABELS[item.kind ?? ''] ?? item.kind}
            {item.egg_grade ? ` (${item.egg_grade} grade)` : ''}
          </dd>
          <dt>Unit</dt>
          <dd>{item.unit}</dd>
          <dt>Unit cost</dt>
          <dd>{formatMoney(item.unit_cost ?? 0)}</dd>
        </dl>
      </div>
      <div className={screen.panel}>
        {movements.error && !movements.data ? (
          <p role="alert" className={screen.alert}>
            {MESSAGES.general}
          </p>
        ) : movements.data ? (
          <Movements view={movements.data} unit={item.unit ?? ''} />
        ) : (
          <Skeleton lines={5} label="Loading the movements" />
        )}
      </div>
      {receiving && (
        <ReceiveStockDialog
          item={item}
          onClose={() => setReceiving(false)}
          onReceived={() => {
            void answer.mutate();
            void movements.mutate();
          }}
        />
      )}
    </section>
  );
}
