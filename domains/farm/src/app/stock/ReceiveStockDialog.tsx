import { useApiClient } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit, useToast, useUnusualValues } from '@backoffice/app-kit';
import { useReferenceOptions } from '@backoffice/app-kit/resources';
import { vendorsResource } from '@backoffice/common';
import { businessToday, formatMoney, unusualValues } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { DateField } from '@backoffice/ui/DateField';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { MoneyField } from '@backoffice/ui/MoneyField';
import { NumberField } from '@backoffice/ui/NumberField';
import { Select } from '@backoffice/ui/Select';
import { TextField } from '@backoffice/ui/TextField';
import { useState } from 'react';
import { stockReceiptsResource } from '../../resources/stock/stockReceipts';
import * as screen from '../shared/screen.css';
import { receiveStock } from './stockApi';
import { quantity as withUnit } from './stockLabels';
import type { StockItem } from './stockTypes';

export interface ReceiveStockDialogProps {
  item: StockItem;
  onClose: () => void;
  /** Called once the receipt is saved: the page reads the item and its movements again. */
  onReceived: () => void;
}

/**
 * "Receive stock" on an item's page: the day, the quantity in the item's unit, what one unit
 * cost (the item's unit cost to start with), the vendor and a reference (a delivery note).
 * Saving posts a purchase movement; the total cost follows what is typed. A quantity or cost far
 * above the usual (`unusualValues`) is asked about before the save.
 */
export function ReceiveStockDialog({ item, onClose, onReceived }: ReceiveStockDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const vendors = useReferenceOptions(vendorsResource);
  const [receivedOn, setReceivedOn] = useState<string | null>(() => businessToday());
  const [count, setCount] = useState<number | null>(null);
  const [unitCost, setUnitCost] = useState<number | null>(item.unit_cost ?? null);
  const [vendor, setVendor] = useState<number | null>(null);
  const [reference, setReference] = useState('');
  const { errors, pending, submit } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  useFormChanged(count !== null || reference !== '' || vendor !== null);
  const total = count !== null && unitCost !== null ? count * unitCost : null;

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title={`Receive ${item.name}`}>
        {unusualDialog}
        <Form
          validationErrors={errors.fieldErrors}
          message={errors.message ?? undefined}
          onSubmit={(event) => {
            event.preventDefault();
            const receipt = {
              inventory_id: item.id,
              received_on: receivedOn ?? '',
              quantity: count,
              unit_cost: unitCost,
              vendor_id: vendor,
              reference,
            };
            // 50,000 sacks is a slip of the keyboard far more often than a delivery: ask first.
            confirmUnusual(
              unusualValues(stockReceiptsResource.fields, null, receipt),
              () =>
                void submit(null, async ({ idempotencyKey }) => {
                  await receiveStock(client, receipt, idempotencyKey);
                  toast(`${withUnit(count ?? 0, item.unit)} of ${item.name} received.`, 'positive');
                  onReceived();
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
            value={count ?? Number.NaN}
            onChange={(value) => setCount(Number.isNaN(value) ? null : value)}
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
            label="Received on"
            name="received_on"
            isRequired
            value={receivedOn}
            onChange={setReceivedOn}
            isDisabled={pending}
          />
          <Select
            label="Vendor"
            name="vendor_id"
            options={vendors.options.map((option) => ({
              name: option.name,
              value: String(option.value),
            }))}
            value={vendor === null ? null : String(vendor)}
            onChange={(key) => setVendor(key === null ? null : Number(key))}
            isDisabled={pending}
          />
          <TextField
            label="Reference"
            name="reference"
            description="The delivery note or order number, if any."
            maxLength={64}
            value={reference}
            onChange={setReference}
            isDisabled={pending}
          />
          <dl className={screen.figures}>
            <div className={screen.grandFigure}>
              <dt>Total cost</dt>
              <dd>
                <output aria-live="polite">{total === null ? '—' : formatMoney(total)}</output>
              </dd>
            </div>
          </dl>
          <div className={screen.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              Receive stock
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
