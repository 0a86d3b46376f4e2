import type { FormValues } from '@backoffice/app-kit/resources';
import { EditRecordScreen, NewRecordScreen } from '@backoffice/app-kit/resources';
import { saleItemsResource } from '../../resources/saleItems';
import { formatMargin, isLoss, unitMargin } from './saleItemMargin';
import * as styles from './saleItems.css';

const cents = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * What each unit earns at the price and cost typed so far, beside the form: the figure a
 * manager weighs before saving a price. Nothing until both are given.
 */
export function MarginPreview({ values }: { values: FormValues }) {
  const price = cents(values.unit_price);
  const cost = cents(values.unit_cost);
  const margin = price === null || cost === null ? null : unitMargin(price, cost);
  const shown = margin && formatMargin(margin);
  return (
    <section className={styles.panel} aria-label="Margin per unit" aria-live="polite">
      <dl className={styles.figure}>
        <dt>Margin per unit</dt>
        <dd className={margin && isLoss(margin) ? styles.loss : styles.margin}>
          {shown ? `${shown.amount} (${shown.percent})` : '—'}
        </dd>
      </dl>
      {margin && isLoss(margin) && (
        <p className={styles.muted}>This price is below the item's cost: each sale loses money.</p>
      )}
    </section>
  );
}

const summary = (values: FormValues) => <MarginPreview values={values} />;

/** `/jf-sale-items/new`: the definition's form, with the margin as it is typed. */
export function NewSaleItemScreen() {
  return <NewRecordScreen resource={saleItemsResource} summary={summary} />;
}

/** `/jf-sale-items/:id/edit`: the definition's form, with the margin as it is changed. */
export function EditSaleItemScreen() {
  return <EditRecordScreen resource={saleItemsResource} summary={summary} />;
}
