import { useAppState, useResourceRegistry } from '@backoffice/app-kit';
import {
  EditRecordScreen,
  useRecordId,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { formatDay, formatMoney, MESSAGES } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { useState } from 'react';
import { packageItemsResource } from '../../resources/packageItems';
import { MOVEMENT_SOURCE_LABELS, type PackageItemMovements } from '../../resources/stock';
import * as screen from '../shared/screen.css';
import { usePackageItem } from './packageItemsApi';
import type { PackageItem } from './packageItemTypes';
import { RecordPurchaseDialog } from './RecordPurchaseDialog';

const signed = (n: number) =>
  n > 0 ? `+${n.toLocaleString('en-US')}` : `−${Math.abs(n).toLocaleString('en-US')}`;

/** The item's latest movements, newest first, each with the balance after it. */
function Movements({ view, unit }: { view: PackageItemMovements; unit: string }) {
  const { pathFor } = useResourceRegistry();
  if (view.movements.length === 0) {
    return (
      <p className={screen.muted}>
        Nothing has moved this item yet: record a purchase or an in-kind donation.
      </p>
    );
  }
  return (
    <div className={screen.scroll}>
      <table className={screen.table}>
        <caption className={screen.caption}>
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
            <th scope="col" className={screen.number}>
              Quantity ({unit})
            </th>
            <th scope="col" className={screen.number}>
              Balance
            </th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {view.movements.map((movement) => {
            const name = MOVEMENT_SOURCE_LABELS[movement.source] ?? movement.source;
            return (
              <tr key={movement.id}>
                <td>{formatDay(movement.moved_on)}</td>
                <td>
                  {movement.source_id !== null && movement.reference ? (
                    <Link href={pathFor('edit-donation', { id: movement.source_id })}>
                      {name} {movement.reference}
                    </Link>
                  ) : (
                    name
                  )}
                </td>
                <td className={screen.number}>{signed(movement.quantity)}</td>
                <td className={`${screen.number} ${movement.balance < 0 ? screen.negative : ''}`}>
                  {movement.balance.toLocaleString('en-US')}
                </td>
                <td>
                  {[
                    movement.source === 'purchase' && movement.unit_cost !== null
                      ? `${formatMoney(movement.unit_cost)} each`
                      : null,
                    movement.source === 'purchase' ? movement.note : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** On hand, its value, "Record purchase" and the movements of one item. */
function StockPanel({ id }: { id: number }) {
  const answer = usePackageItem(id);
  const revalidate = useResourceRevalidation(packageItemsResource);
  const formChanged = useAppState((state) => state.formChanged);
  const [purchasing, setPurchasing] = useState(false);
  const item = answer.data;
  if (!item) return null;
  const movements = answer.movements;
  const active = item.status === 'active';
  return (
    <section className={screen.panel} aria-labelledby="stock-heading">
      <div className={screen.header}>
        <h3 id="stock-heading" className={screen.panelHeading}>
          Stock
        </h3>
        <div className={screen.actions}>
          <Button
            onPress={() => setPurchasing(true)}
            isDisabled={!active || formChanged}
            aria-describedby={!active || formChanged ? 'purchase-why' : undefined}
          >
            <Icon name="plus" /> Record purchase
          </Button>
        </div>
      </div>
      {(!active || formChanged) && (
        <p id="purchase-why" className={screen.muted}>
          {!active
            ? 'A discontinued item is not bought: make it active first.'
            : 'Save or cancel your changes above before recording a purchase.'}
        </p>
      )}
      <dl className={screen.facts}>
        <dt>On hand</dt>
        <dd>
          <strong>
            {item.on_hand.toLocaleString('en-US')} {item.unit}
          </strong>
        </dd>
        <dt>Stock value</dt>
        <dd>{formatMoney(item.stock_value ?? 0)}</dd>
      </dl>
      <p className={screen.muted}>
        On hand is never typed: it is the sum of the movements below (donations in kind, purchases,
        distributions).
      </p>
      {movements.error && !movements.data ? (
        <p role="alert" className={screen.alert}>
          {MESSAGES.general}
        </p>
      ) : movements.data ? (
        <Movements view={movements.data} unit={item.unit} />
      ) : (
        <Skeleton lines={5} label="Loading the movements" />
      )}
      {purchasing && (
        <RecordPurchaseDialog
          item={item}
          onClose={() => setPurchasing(false)}
          onRecorded={(saved: PackageItem) => void revalidate(saved.id, saved)}
        />
      )}
    </section>
  );
}

/**
 * `/package-items/:id/edit`: the item's form (the generic one, with its history), and under it
 * the item's stock: on hand and its value, "Record purchase", and the latest movements with the
 * balance after each, a donation's linking to it. A purchase moves the item's version, so the
 * form above starts again from the saved item (a purchase waits while the form has changes).
 */
export function EditPackageItemScreen() {
  const id = useRecordId();
  const answer = usePackageItem(id);
  const { pathFor } = useResourceRegistry();
  return (
    <div className={screen.page}>
      <Link href={pathFor('package-items')} variant="standalone">
        <Icon name="arrow-left" /> All package items
      </Link>
      <EditRecordScreen key={answer.data?.version ?? 0} resource={packageItemsResource} />
      {id !== null && answer.data && <StockPanel id={id} />}
    </div>
  );
}
