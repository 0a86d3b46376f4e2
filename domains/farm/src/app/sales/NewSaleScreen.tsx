import { useApiClient } from '@backoffice/api-client';
import {
  useFormChanged,
  useFormSubmit,
  useLineErrors,
  useResourceRegistry,
  useToast,
  useUnusualValues,
} from '@backoffice/app-kit';
import { AlertMessage, FormActions } from '@backoffice/app-kit/components';
import { businessToday, formatMoney, MESSAGES, unusualValues } from '@backoffice/contract';
import { DateField } from '@backoffice/ui/DateField';
import { Form } from '@backoffice/ui/Form';
import { LinesEditor } from '@backoffice/ui/LinesEditor';
import { Link } from '@backoffice/ui/Link';
import { MoneyField } from '@backoffice/ui/MoneyField';
import { NumberField } from '@backoffice/ui/NumberField';
import { Radio, RadioGroup } from '@backoffice/ui/RadioGroup';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { PAYMENT_LABELS } from '../../resources/paymentLabels';
import { PAYMENT_METHODS, salesResource } from '../../resources/sales';
import { CustomerField } from '../shared/CustomerField';
import type { CustomerOption } from '../shared/customers';
import { lineAmount, runningTotal } from '../shared/lineMoney';
import { SaleItemField } from '../shared/SaleItemField';
import { type SaleItem, useActiveSaleItems } from '../shared/saleItems';
import { saleNumber } from './saleLabels';
import { changeDue } from './saleMoney';
import * as styles from './sales.css';
import { createSale, useSaleChanged } from './salesApi';
import type { PaymentMethod, Sale } from './saleTypes';

interface DraftLine {
  item: SaleItem | null;
  quantity: number | null;
}

const newLine = (): DraftLine => ({ item: null, quantity: 1 });
const newKey = () => globalThis.crypto.randomUUID();
const priced = (line: DraftLine) => ({
  quantity: line.quantity,
  unitPrice: line.item?.unit_price ?? null,
});

/**
 * `/jf-sales/new`: the till. A cashier rings sales up here all day, by keyboard alone: type
 * part of an item's name and Enter takes the first match, Tab to its quantity, Enter there
 * starts the next line; then the payment method (arrows), the cash tendered, and Enter
 * completes the sale. The total and the change due follow every key.
 *
 * After a sale the till stays here, emptied and ready for the next customer, with the sale
 * just made (its total, the change to hand back, a link to its printable receipt) shown above
 * it: at a queue the next sale matters more than the last receipt, which only some customers
 * ask for. A failed save keeps everything typed, with the server's messages beside the fields
 * and lines they are about.
 */
export function NewSaleScreen() {
  const client = useApiClient();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const saleChanged = useSaleChanged();
  const { items, isLoading, error: itemsError } = useActiveSaleItems();
  const [lines, setLines] = useState<DraftLine[]>(() => [newLine()]);
  const [payment, setPayment] = useState<PaymentMethod>('cash');
  const [tendered, setTendered] = useState<number | null>(null);
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [soldOn, setSoldOn] = useState<string | null>(() => businessToday());
  // A new key per sale: a repeated press (or a retry after a lost answer) answers the first.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [lastSale, setLastSale] = useState<Sale | null>(null);
  // Each sale starts a fresh form, whose first field takes the focus.
  const [round, setRound] = useState(0);
  const { errors, pending, submit } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  const { fieldErrors, lineErrors, linesChanged } = useLineErrors<DraftLine>(errors);
  const editor = useRef<HTMLDivElement>(null);

  const total = runningTotal(lines.map(priced));
  const cash = payment === 'cash';
  const change = cash ? changeDue(total, tendered) : null;
  useFormChanged(
    lines.some((line) => line.item !== null) || tendered !== null || customer !== null,
  );

  const changeLines = (next: DraftLine[]) => {
    linesChanged(lines, next);
    setLines(next);
  };

  // The line whose item field takes the focus once the lines have rendered, after Enter in a
  // quantity; the number field handles its own Enter after ours, so the focus moves a frame later.
  const focusItemOf = useRef<number | null>(null);
  const [, setFocusRequests] = useState(0);
  useEffect(() => {
    const index = focusItemOf.current;
    if (index === null) return;
    focusItemOf.current = null;
    const frame = requestAnimationFrame(() => {
      const fields = editor.current?.querySelectorAll<HTMLInputElement>('input[role="combobox"]');
      fields?.[index]?.focus();
    });
    return () => cancelAnimationFrame(frame);
  });

  /**
   * Enter in a quantity goes on to the next line's item, starting a new line after the last
   * (through the editor's Add button, which announces it), instead of completing the sale.
   */
  const nextLineOnEnter = (index: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    focusItemOf.current = index + 1;
    if (index === lines.length - 1) {
      editor.current?.querySelector<HTMLButtonElement>('[data-action="add"]')?.click();
    } else {
      setFocusRequests((count) => count + 1);
    }
  };

  const startNextSale = (sale: Sale) => {
    setLastSale(sale);
    setLines([newLine()]);
    setTendered(null);
    setCustomer(null);
    setPayment('cash');
    setIdempotencyKey(newKey());
    setRound((current) => current + 1);
  };

  return (
    <section className={styles.page} aria-label="New sale">
      {unusualDialog}
      {lastSale && (
        <div className={styles.lastSale} role="status">
          <span>
            <strong>{saleNumber(lastSale.id)}</strong> recorded: {formatMoney(lastSale.total ?? 0)}
            {lastSale.payment_method === 'cash' && lastSale.change_due != null && (
              <>
                {' '}
                · change due <strong>{formatMoney(lastSale.change_due)}</strong>
              </>
            )}
          </span>
          <Link href={pathFor('view-jf-sale', { id: lastSale.id })}>
            Open the receipt of {saleNumber(lastSale.id)}
          </Link>
        </div>
      )}
      {itemsError && <AlertMessage>{MESSAGES.general}</AlertMessage>}
      <Form
        key={round}
        aria-label="Sale"
        validationErrors={fieldErrors}
        message={errors.message ?? undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const body = {
            sold_on: soldOn ?? '',
            customer_id: customer?.id ?? null,
            payment_method: payment,
            amount_tendered: cash ? tendered : null,
            lines: lines.map((line) => ({
              sale_item_id: line.item?.id ?? 0,
              quantity: line.quantity ?? 0,
            })),
          };
          // 2,147,483,647 eggs is a slip of the keyboard far more often than a sale: ask first.
          const unusual = unusualValues(salesResource.fields, salesResource.lines, body);
          confirmUnusual(
            unusual,
            () =>
              void submit(null, async () => {
                const sale = await createSale(client, body, idempotencyKey);
                await saleChanged(sale);
                toast(`${saleNumber(sale.id)} recorded.`, 'positive');
                startNextSale(sale);
              }),
          );
        }}
      >
        <div className={styles.till}>
          <div ref={editor}>
            <LinesEditor
              label="Items"
              rows={lines}
              onChange={changeLines}
              newRow={newLine}
              minRows={1}
              maxRows={100}
              addLabel="Add item"
              itemLabel="item"
              errors={lineErrors}
              isDisabled={pending}
              fieldColumns="minmax(12rem, 3fr) minmax(6rem, 1fr) minmax(6rem, 1fr)"
              footer={
                <span className={styles.figure}>
                  Total <strong>{formatMoney(total)}</strong>
                </span>
              }
              renderRow={(line, index, { update, errorFor }) => (
                <>
                  <SaleItemField
                    items={items}
                    value={line.item}
                    isLoading={isLoading}
                    autoFocus={index === 0 && lines.length === 1}
                    onChange={(item) => update({ item })}
                    errorMessage={errorFor('sale_item_id')}
                  />
                  <NumberField
                    label="Quantity"
                    isRequired
                    minValue={1}
                    step={1}
                    showSteppers={false}
                    align="end"
                    value={line.quantity ?? Number.NaN}
                    onChange={(quantity) =>
                      update({ quantity: Number.isNaN(quantity) ? null : quantity })
                    }
                    onKeyDown={nextLineOnEnter(index)}
                    isDisabled={pending}
                    isInvalid={errorFor('quantity') !== undefined || undefined}
                    errorMessage={errorFor('quantity')}
                  />
                  <div className={styles.cell}>
                    <span className={styles.cellLabel}>Amount</span>
                    <span className={styles.cellValue}>
                      {formatMoney(lineAmount(priced(line)))}
                    </span>
                  </div>
                </>
              )}
            />
          </div>
          <div className={styles.panel}>
            <h2 className={styles.panelHeading}>Payment</h2>
            <RadioGroup
              label="Payment method"
              name="payment_method"
              isRequired
              value={payment}
              onChange={(method) => setPayment(method as PaymentMethod)}
              isDisabled={pending}
            >
              {PAYMENT_METHODS.map((method) => (
                <Radio key={method} value={method}>
                  {PAYMENT_LABELS[method]}
                </Radio>
              ))}
            </RadioGroup>
            {cash && (
              <MoneyField
                label="Amount tendered"
                name="amount_tendered"
                isRequired
                value={tendered}
                onChange={setTendered}
                isDisabled={pending}
                validate={(dollars) =>
                  Number.isFinite(dollars) && Math.round(dollars * 100) < total
                    ? 'The amount tendered must be at least the total.'
                    : null
                }
              />
            )}
            <dl className={styles.figures}>
              <div className={styles.grandFigure}>
                <dt>Total</dt>
                <dd>{formatMoney(total)}</dd>
              </div>
              {cash && (
                <div className={styles.figure}>
                  <dt>{change !== null && change < 0 ? 'Still to pay' : 'Change due'}</dt>
                  <dd className={change !== null && change < 0 ? styles.short : undefined}>
                    <output aria-live="polite">
                      {change === null ? '—' : formatMoney(Math.abs(change))}
                    </output>
                  </dd>
                </div>
              )}
            </dl>
            <CustomerField value={customer} onChange={setCustomer} />
            <DateField
              label="Sold on"
              name="sold_on"
              isRequired
              value={soldOn}
              onChange={setSoldOn}
              isDisabled={pending}
            />
            <FormActions
              submitLabel="Complete sale"
              pending={pending}
              cancelHref={pathFor('jf-sales')}
            />
          </div>
        </div>
      </Form>
    </section>
  );
}
