import { useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
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
import { MoneyField } from '@backoffice/ui/MoneyField';
import { NumberField } from '@backoffice/ui/NumberField';
import { Radio, RadioGroup } from '@backoffice/ui/RadioGroup';
import { TextArea } from '@backoffice/ui/TextArea';
import { TextField } from '@backoffice/ui/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { INVOICE_TYPES, invoicesResource } from '../../resources/invoices';
import { CustomerField } from '../shared/CustomerField';
import type { CustomerOption } from '../shared/customers';
import { lineAmount, runningTotal } from '../shared/lineMoney';
import { SaleItemField } from '../shared/SaleItemField';
import { type SaleItem, useActiveSaleItems } from '../shared/saleItems';
import * as screen from '../shared/screen.css';
import { documentName, TYPE_LABELS } from './invoiceLabels';
import { defaultDueOn } from './invoiceMoney';
import * as styles from './invoices.css';
import { createInvoice, useInvoiceChanged } from './invoicesApi';
import type { InvoiceType } from './invoiceTypes';

interface DraftLine {
  /** The sale item the line was filled from, if any. */
  item: SaleItem | null;
  description: string;
  quantity: number | null;
  /** Integer cents. */
  unitPrice: number | null;
}

const newLine = (): DraftLine => ({ item: null, description: '', quantity: 1, unitPrice: null });
const newKey = () => globalThis.crypto.randomUUID();

/**
 * `/jf-invoices/new`: an invoice or an estimate for one of the brand's customers. Each line is
 * free text, or filled from a sale item (its name and today's price, both still editable); the
 * total follows every key. An invoice is due 30 days after its issue unless the due date is
 * changed by hand (then it stays put when the issue date moves); an estimate needs none.
 *
 * Keyboard only: Tab walks type (arrows), customer, the dates, each line's item, description,
 * quantity and price, Add line, notes, then Enter on Create. A refused save keeps everything
 * typed, with the server's messages beside the fields and lines they are about (`lines.1.unit
 * price` beside the second line's price). The form sends one key per document, so a repeated
 * press or a retry after a lost answer makes it once; once made, the page opens it. A quantity
 * or price far above what a line usually holds (`unusualValues`) is asked about before the save:
 * 'Check again' goes back to the form with everything as typed.
 */
export function NewInvoiceScreen() {
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const store = useAppStore();
  const { pathFor } = useResourceRegistry();
  const invoiceChanged = useInvoiceChanged();
  const { items, isLoading, error: itemsError } = useActiveSaleItems();
  const [type, setType] = useState<InvoiceType>('invoice');
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [issuedOn, setIssuedOn] = useState<string | null>(() => businessToday());
  // Undefined while the due date follows the issue date; what was typed once changed by hand.
  const [dueOnTyped, setDueOnTyped] = useState<string | null | undefined>(undefined);
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<DraftLine[]>(() => [newLine()]);
  const [idempotencyKey] = useState(newKey);
  const { errors, pending, submit } = useFormSubmit({ keepPendingOnSuccess: true });
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  const { fieldErrors, lineErrors, linesChanged } = useLineErrors<DraftLine>(errors);

  const dueOn = dueOnTyped === undefined ? defaultDueOn(type, issuedOn) : dueOnTyped;
  const total = runningTotal(
    lines.map((line) => ({ quantity: line.quantity, unitPrice: line.unitPrice })),
  );
  const typeLabel = TYPE_LABELS[type];
  useFormChanged(
    customer !== null ||
      notes !== '' ||
      lines.some((line) => line.description !== '' || line.unitPrice !== null),
  );

  const changeLines = (next: DraftLine[]) => {
    linesChanged(lines, next);
    setLines(next);
  };

  return (
    <section className={screen.page} aria-label={`New ${typeLabel.toLowerCase()}`}>
      {unusualDialog}
      {itemsError && <AlertMessage>{MESSAGES.general}</AlertMessage>}
      <Form
        aria-label={typeLabel}
        validationErrors={fieldErrors}
        message={errors.message ?? undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const body = {
            type,
            customer_id: customer?.id ?? null,
            issued_on: issuedOn ?? '',
            due_on: dueOn,
            notes,
            lines: lines.map((line) => ({
              description: line.description,
              sale_item_id: line.item?.id ?? null,
              quantity: line.quantity,
              unit_price: line.unitPrice,
            })),
          };
          // 50,000 trays at $9.00 is a slip of the keyboard far more often than an order: ask first.
          confirmUnusual(
            unusualValues(invoicesResource.fields, invoicesResource.lines, body),
            () =>
              void submit(null, async () => {
                const invoice = await createInvoice(client, body, idempotencyKey);
                await invoiceChanged(invoice);
                toast(`${documentName(invoice)} created.`, 'positive');
                // Off before the screen moves on, or leaving would ask about unsaved changes.
                store.setFormChanged(false);
                void navigate(pathFor('view-jf-invoice', { id: invoice.id }));
              }),
          );
        }}
      >
        <div className={styles.headerFields}>
          <RadioGroup
            label="Type"
            name="type"
            orientation="horizontal"
            isRequired
            value={type}
            onChange={(next) => setType(next as InvoiceType)}
            isDisabled={pending}
          >
            {INVOICE_TYPES.map((option) => (
              <Radio key={option} value={option}>
                {TYPE_LABELS[option]}
              </Radio>
            ))}
          </RadioGroup>
          <CustomerField value={customer} onChange={setCustomer} isRequired isDisabled={pending} />
          <DateField
            label="Issued on"
            name="issued_on"
            isRequired
            value={issuedOn}
            onChange={setIssuedOn}
            isDisabled={pending}
          />
          <DateField
            label="Due on"
            name="due_on"
            isRequired={type === 'invoice'}
            description={
              type === 'invoice'
                ? '30 days after the issue unless you change it.'
                : 'Optional for an estimate.'
            }
            value={dueOn}
            onChange={setDueOnTyped}
            isDisabled={pending}
          />
        </div>
        <LinesEditor
          label="Lines"
          rows={lines}
          onChange={changeLines}
          newRow={newLine}
          minRows={1}
          maxRows={100}
          addLabel="Add line"
          itemLabel="line"
          errors={lineErrors}
          isDisabled={pending}
          fieldColumns="minmax(10rem, 2fr) minmax(12rem, 3fr) minmax(5rem, 1fr) minmax(7rem, 1fr) minmax(6rem, 1fr)"
          footer={
            <span className={screen.figure}>
              Total <strong>{formatMoney(total)}</strong>
            </span>
          }
          renderRow={(line, _index, { update, errorFor }) => (
            <>
              <SaleItemField
                label="Sale item"
                isRequired={false}
                items={items}
                value={line.item}
                isLoading={isLoading}
                isDisabled={pending}
                onChange={(item) =>
                  update(
                    item
                      ? { item, description: item.name ?? '', unitPrice: item.unit_price ?? null }
                      : { item: null },
                  )
                }
                errorMessage={errorFor('sale_item_id')}
              />
              <TextField
                label="Description"
                isRequired
                value={line.description}
                onChange={(description) => update({ description })}
                isDisabled={pending}
                isInvalid={errorFor('description') !== undefined || undefined}
                errorMessage={errorFor('description')}
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
                isDisabled={pending}
                isInvalid={errorFor('quantity') !== undefined || undefined}
                errorMessage={errorFor('quantity')}
              />
              <MoneyField
                label="Unit price"
                // With a sale item the server takes its price when none is given.
                isRequired={line.item === null}
                value={line.unitPrice}
                onChange={(unitPrice) => update({ unitPrice })}
                isDisabled={pending}
                isInvalid={errorFor('unit_price') !== undefined || undefined}
                errorMessage={errorFor('unit_price')}
              />
              <div className={screen.cell}>
                <span className={screen.cellLabel}>Amount</span>
                <span className={screen.cellValue}>
                  {formatMoney(lineAmount({ quantity: line.quantity, unitPrice: line.unitPrice }))}
                </span>
              </div>
            </>
          )}
        />
        <TextArea
          label="Notes"
          name="notes"
          maxLength={5000}
          value={notes}
          onChange={setNotes}
          isDisabled={pending}
        />
        <dl className={`${screen.figures} ${styles.totals}`}>
          <div className={screen.grandFigure}>
            <dt>Total</dt>
            <dd>
              <output aria-live="polite">{formatMoney(total)}</output>
            </dd>
          </div>
        </dl>
        <FormActions
          submitLabel={`Create ${typeLabel.toLowerCase()}`}
          pending={pending}
          cancelHref={pathFor('jf-invoices')}
        />
      </Form>
    </section>
  );
}
