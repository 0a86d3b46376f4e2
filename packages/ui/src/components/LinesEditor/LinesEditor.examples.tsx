import { useState } from 'react';
import { ComboBox } from '../ComboBox';
import { MoneyField } from '../MoneyField';
import { NumberField } from '../NumberField';
import { formatCents } from '../PnlStatement';
import type { SelectOption } from '../Select';
import { LinesEditor, type LinesEditorProps, type LinesEditorRowHelpers } from './LinesEditor';

/**
 * The lines of a farm sale, shared by the stories: a product picked from a list, a quantity and a
 * unit price in integer cents, as the sale form of the app edits them.
 */
export interface SaleLine {
  productId: string | null;
  quantity: number | null;
  priceCents: number | null;
}

export const products: SelectOption[] = [
  { name: 'Eggs, large (tray of 30)', value: 'eggs-large' },
  { name: 'Eggs, medium (tray of 30)', value: 'eggs-medium' },
  { name: 'Spent hens', value: 'spent-hens' },
  { name: 'Layer feed (50 kg bag)', value: 'layer-feed' },
  { name: 'Manure (25 kg bag)', value: 'manure' },
];

export const saleLines: SaleLine[] = [
  { productId: 'eggs-large', quantity: 40, priceCents: 850 },
  { productId: 'spent-hens', quantity: 12, priceCents: 1200 },
  { productId: 'manure', quantity: 5, priceCents: 375 },
];

export const newSaleLine = (): SaleLine => ({ productId: null, quantity: 1, priceCents: null });

export const saleTotal = (rows: readonly SaleLine[]) =>
  rows.reduce((sum, row) => sum + (row.quantity ?? 0) * (row.priceCents ?? 0), 0);

/** The row's three fields; the server's messages for them show at the fields through `errorFor`. */
export function renderSaleLine(
  row: SaleLine,
  _index: number,
  { update, errorFor }: LinesEditorRowHelpers<SaleLine>,
) {
  const productError = errorFor('product_id');
  const quantityError = errorFor('quantity');
  const priceError = errorFor('unit_price_cents');
  return (
    <>
      <ComboBox
        label="Product"
        options={products}
        placeholder="Search products"
        value={row.productId}
        onChange={(key) => update({ productId: key == null ? null : String(key) })}
        isInvalid={productError !== undefined}
        errorMessage={productError}
      />
      <NumberField
        label="Quantity"
        minValue={1}
        showSteppers={false}
        align="end"
        value={row.quantity ?? Number.NaN}
        onChange={(quantity) => update({ quantity: Number.isNaN(quantity) ? null : quantity })}
        isInvalid={quantityError !== undefined}
        errorMessage={quantityError}
      />
      <MoneyField
        label="Unit price"
        align="end"
        value={row.priceCents}
        onChange={(priceCents) => update({ priceCents })}
        isInvalid={priceError !== undefined}
        errorMessage={priceError}
      />
    </>
  );
}

export type SaleLinesEditorProps = LinesEditorProps<SaleLine> & {
  /** Shows the sale's running total beside the Add button. */
  withTotal?: boolean;
};

/** The editor as a form holds it: the rows in state, the total computed from them. */
export function SaleLinesEditor({
  rows,
  onChange,
  withTotal = false,
  ...props
}: SaleLinesEditorProps) {
  const [current, setCurrent] = useState(rows);
  return (
    <LinesEditor
      {...props}
      rows={current}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
      footer={
        withTotal ? (
          <p style={{ margin: 0 }}>
            Total <strong>{formatCents(saleTotal(current))}</strong>
          </p>
        ) : (
          props.footer
        )
      }
    />
  );
}
