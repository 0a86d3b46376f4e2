import { useApiClient } from '@backoffice/api-client';
import { useFormSubmit, useToast, useUnusualValues } from '@backoffice/app-kit';
import { businessToday, formatMoney, unusualValues } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { DateField } from '@backoffice/ui/DateField';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { MoneyField } from '@backoffice/ui/MoneyField';
import { NumberField } from '@backoffice/ui/NumberField';
import { TextField } from '@backoffice/ui/TextField';
import { useState } from 'react';
import { packageItemsResource } from '../../resources/packageItems';
import * as screen from '../shared/screen.css';
import { recordPurchase } from './packageItemsApi';
import type { PackageItem } from './packageItemTypes';

/** The purchase's fields, as the server checks them. */
const PURCHASE_INPUT = packageItemsResource.actions.purchase?.input ?? {};

export interface RecordPurchaseDialogProps {
  item: PackageItem;
  onClose: () => void;
  /** The item as the purchase left it (its on hand one purchase higher). */
  onRecorded: (item: PackageItem) => void;
}

/**
 * "Record purchase": the quantity bought in the item's unit, what one unit cost (the item's
 * unit cost to start with), the day, the supplier and a reference (an order number). Saving
 * posts a purchase movement; the total cost follows what is typed. A quantity or cost far above
 * the usual (`unusualValues`) is asked about before the save.
 */
export function RecordPurchaseDialog({ item, onClose, onRecorded }: RecordPurchaseDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const [quantity, setQuantity] = useState<number | null>(null);
  const [unitCost, setUnitCost] = useState<number | null>(item.unit_cost ?? null);
  const [purchasedOn, setPurchasedOn] = useState<string | null>(() => businessToday());
  const [supplier, setSupplier] = useState('');
  const [reference, setReference] = useState('');
  const { errors, pending, submit } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  const total = quantity !== null && unitCost !== null ? quantity * unitCost : null;

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={`Record a purchase of ${item.name}`}>
        {unusualDialog}
        <Form
          validationErrors={errors.fieldErrors}
          message={errors.message ?? undefined}
          onSubmit={(event) => {
            event.preventDefault();
            const input = {
              quantity,
              unit_cost: unitCost,
              purchased_on: purchasedOn ?? '',
              supplier,
              reference,
            };
            // 50,000 boxes is a slip of the keyboard far more often than a purchase: ask first.
            confirmUnusual(
              unusualValues(PURCHASE_INPUT, null, input),
              () =>
                void submit(null, async () => {
                  const saved = await recordPurchase(client, item, input);
                  toast(`${quantity} ${item.unit} of ${item.name} added to stock.`, 'positive');
                  onRecorded(saved);
                  onClose();
                }),
            );
          }}
        >
          <NumberField
            label={`Quantity (${item.unit})`}
            name="quantity"
            isRequired
            autoFocus
            minValue={1}
            step={1}
            value={quantity ?? Number.NaN}
            onChange={(value) => setQuantity(Number.isNaN(value) ? null : value)}
            isDisabled={pending}
          />
          <MoneyField
            label="Unit cost"
            name="unit_cost"
            isRequired
            value={unitCost}
            onChange={setUnitCost}
            isDisabled={pending}
          />
          <DateField
            label="Purchased on"
            name="purchased_on"
            isRequired
            value={purchasedOn}
            onChange={setPurchasedOn}
            isDisabled={pending}
          />
          <TextField
            label="Supplier"
            name="supplier"
            maxLength={150}
            value={supplier}
            onChange={setSupplier}
            isDisabled={pending}
          />
          <TextField
            label="Reference"
            name="reference"
            description="The purchase order or invoice number, if any."
            maxLength={64}
            value={reference}
            onChange={setReference}
            isDisabled={pending}
          />
          <p className={screen.figure}>
            Total cost:{' '}
            <output aria-live="polite">{total === null ? '—' : formatMoney(total)}</output>
          </p>
          <div className={screen.formActions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              Record purchase
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
