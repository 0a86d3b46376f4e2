import { useApiClient } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit, useToast } from '@backoffice/app-kit';
import {
  type ResourceRow,
  useRecords,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { businessToday, formatMoney, IDEMPOTENCY_HEADER, resourcePath } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Checkbox } from '@backoffice/ui/Checkbox';
import { CheckboxGroup } from '@backoffice/ui/CheckboxGroup';
import { DateField } from '@backoffice/ui/DateField';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { LinesEditor } from '@backoffice/ui/LinesEditor';
import { Modal } from '@backoffice/ui/Modal';
import { NumberField } from '@backoffice/ui/NumberField';
import { Radio, RadioGroup } from '@backoffice/ui/RadioGroup';
import { Select } from '@backoffice/ui/Select';
import { TextArea } from '@backoffice/ui/TextArea';
import { TextField } from '@backoffice/ui/TextField';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  jfdAddonsResource,
  jfdCustomersResource,
  jfdPickupLocationsResource,
  jfdProductsResource,
  jfdShippingSpeedsResource,
  jfdZonesResource,
} from '../../resources/catalogue';
import { ORDER_SLOTS, ordersResource } from '../../resources/orders';
import * as styles from './orders.css';
import type { Order } from './orderTypes';
import {
  type DraftLine,
  estimatedSubtotal,
  keptLineErrors,
  newLine,
  type PhoneOrderDraft,
  phoneOrderBody,
  splitLineErrors,
} from './phoneOrder';
import { RecordSearchField } from './RecordSearchField';

export interface PhoneOrderDialogProps {
  onClose: () => void;
}

/** The active rows of a short list (speeds, pickup places, add-ons), as select options. */
function useActive(resource: Parameters<typeof useRecords>[0]) {
  const answer = useRecords(resource, 'per_page=100&filter[active]=1');
  const rows = answer.data?.items ?? [];
  const options = rows.map((row) => ({
    name: String(row[resource.titleField] ?? row.id),
    value: String(row.id),
  }));
  return { rows, options, isLoading: answer.isLoading };
}

const ACTIVE = { active: '1' };

function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** The request's name of each field of the draft, whose server message its change clears. */
const FIELD_NAMES: Record<keyof PhoneOrderDraft, string> = {
  customer: 'customer_id',
  kind: 'kind',
  zoneId: 'zone_id',
  speedId: 'shipping_speed_id',
  address: 'address',
  pickupId: 'pickup_location_id',
  slotDate: 'slot_date',
  slot: 'slot',
  couponCode: 'coupon_code',
  notes: 'notes',
  lines: 'lines',
};

/**
 * A phone order taken by a dispatcher on the board (`POST /api/jfd-orders`): the customer
 * searched by name, a delivery (zone, speed, the customer's address, editable) or a pickup,
 * the slot, the lines with their add-ons, a coupon and notes. The subtotal shown is an
 * estimate from the prices read here; the server prices the order, and its total is what the
 * toast says. A 422 shows each message beside its field or line and keeps everything typed.
 */
export function PhoneOrderDialog({ onClose }: PhoneOrderDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(ordersResource);
  const zones = useActive(jfdZonesResource);
  const speeds = useActive(jfdShippingSpeedsResource);
  const pickups = useActive(jfdPickupLocationsResource);
  const addons = useActive(jfdAddonsResource);
  const [draft, setDraft] = useState<PhoneOrderDraft>(() => ({
    customer: null,
    kind: 'delivery',
    zoneId: null,
    speedId: null,
    address: '',
    pickupId: null,
    slotDate: businessToday(),
    slot: null,
    couponCode: '',
    notes: '',
    lines: [newLine()],
  }));
  const { errors, pending, submit } = useFormSubmit();
  // The fields are disabled while an order is sent: once a refused one is drawn enabled again
  // (after the commit, not at a guessed moment), the first refused field takes the focus.
  const sentForm = useRef<HTMLFormElement | null>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 && !pending) focusFirstInvalid(sentForm.current);
  }, [refusals, pending]);
  const split = useMemo(() => splitLineErrors(errors.fieldErrors), [errors]);
  // The server's messages, each until the field or line it is about changes.
  const [fieldErrors, setFieldErrors] = useState(split.fields);
  const [lineErrors, setLineErrors] = useState(split.lines);
  const [seenErrors, setSeenErrors] = useState(errors);
  if (seenErrors !== errors) {
    setSeenErrors(errors);
    setFieldErrors(split.fields);
    setLineErrors(split.lines);
  }
  const change = (patch: Partial<PhoneOrderDraft>) => {
    const changed = Object.keys(patch).map((key) => FIELD_NAMES[key as keyof PhoneOrderDraft]);
    if (changed.some((name) => name in fieldErrors)) {
      setFieldErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([name]) => !changed.includes(name))),
      );
    }
    setDraft((current) => ({ ...current, ...patch }));
  };
  useFormChanged(draft.customer !== null || draft.lines.some((line) => line.product !== null));
  const subtotal = estimatedSubtotal(draft.lines, addons.rows);
  const delivery = draft.kind === 'delivery';

  /** A customer's address and zone fill the delivery's, unless something else was typed there. */
  function chooseCustomer(customer: ResourceRow | null) {
    if ('customer_id' in fieldErrors) {
      setFieldErrors(({ customer_id: _, ...others }) => others);
    }
    setDraft((current) => {
      const previous = current.customer;
      const untouched = (typed: string | null, was: unknown) =>
        typed === null || typed === '' || typed === String(was ?? '');
      const address = customer?.address == null ? '' : String(customer.address);
      const zone = customer?.zone_id == null ? null : String(customer.zone_id);
      return {
        ...current,
        customer,
        address: untouched(current.address, previous?.address) ? address : current.address,
        zoneId: untouched(current.zoneId, previous?.zone_id) ? zone : current.zoneId,
      };
    });
  }

  return (
    <Modal isOpen size="lg" isDismissable={!pending} onOpenChange={(open) => !open && onClose()}>
      <Dialog title="New phone order">
        <Form
          aria-label="Phone order"
          validationErrors={fieldErrors}
          message={errors.message ?? undefined}
          onSubmit={(event) => {
            sentForm.current = event.currentTarget;
            void submit(event, async ({ idempotencyKey }) => {
              const answer = await client.post<{ data: Order }>(
                resourcePath(ordersResource),
                phoneOrderBody(draft),
                { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
              );
              const order = answer.data;
              await revalidate(order.id, order);
              toast(
                `Order ${String(order.number)} placed, total ${formatMoney(order.total ?? 0)}.`,
                'positive',
              );
              onClose();
            }).then((placed) => {
              if (!placed) setRefusals((count) => count + 1);
            });
          }}
        >
          <RecordSearchField
            label="Customer"
            name="customer_id"
            resource={jfdCustomersResource}
            placeholder="Type a name"
            emptyText="No customer matches"
            isRequired
            autoFocus
            value={draft.customer}
            onChange={chooseCustomer}
            isDisabled={pending}
          />
          <RadioGroup
            label="Kind"
            name="kind"
            orientation="horizontal"
            isRequired
            value={draft.kind}
            onChange={(kind) => change({ kind: kind as PhoneOrderDraft['kind'] })}
            isDisabled={pending}
          >
            <Radio value="delivery">Delivery</Radio>
            <Radio value="pickup">Pickup</Radio>
          </RadioGroup>
          {delivery ? (
            <>
              <div className={styles.toolbar}>
                <Select
                  label="Zone"
                  name="zone_id"
                  isRequired
                  options={zones.options}
                  isLoading={zones.isLoading}
                  value={draft.zoneId}
                  onChange={(key) => change({ zoneId: key === null ? null : String(key) })}
                  isDisabled={pending}
                />
                <Select
                  label="Shipping speed"
                  name="shipping_speed_id"
                  isRequired
                  options={speeds.options}
                  isLoading={speeds.isLoading}
                  value={draft.speedId}
                  onChange={(key) => change({ speedId: key === null ? null : String(key) })}
                  isDisabled={pending}
                />
              </div>
              <TextField
                label="Address"
                name="address"
                description="The customer’s address unless changed."
                value={draft.address}
                onChange={(address) => change({ address })}
                isDisabled={pending}
              />
            </>
          ) : (
            <Select
              label="Pickup location"
              name="pickup_location_id"
              isRequired
              options={pickups.options}
              isLoading={pickups.isLoading}
              value={draft.pickupId}
              onChange={(key) => change({ pickupId: key === null ? null : String(key) })}
              isDisabled={pending}
            />
          )}
          <div className={styles.toolbar}>
            <DateField
              label="Slot day"
              name="slot_date"
              isRequired
              value={draft.slotDate}
              onChange={(slotDate) => change({ slotDate })}
              isDisabled={pending}
            />
            <Select
              label="Slot"
              name="slot"
              isRequired
              options={ORDER_SLOTS.map((slot) => ({ name: slot, value: slot }))}
              value={draft.slot}
              onChange={(key) => change({ slot: key === null ? null : String(key) })}
              isDisabled={pending}
            />
          </div>
          <LinesEditor<DraftLine>
            label="Items"
            rows={draft.lines}
            onChange={(lines) => {
              setLineErrors((current) => keptLineErrors(current, draft.lines, lines));
              change({ lines });
            }}
            newRow={newLine}
            minRows={1}
            maxRows={50}
            addLabel="Add item"
            itemLabel="item"
            errors={lineErrors}
            isDisabled={pending}
            fieldColumns="minmax(12rem, 2fr) minmax(5rem, 1fr) minmax(10rem, 2fr)"
            footer={
              <p className={styles.hint}>
                Estimated subtotal{' '}
                <strong>
                  <output aria-live="polite">{formatMoney(subtotal)}</output>
                </strong>{' '}
                (an estimate: the server prices the order, fees and coupon included)
              </p>
            }
            renderRow={(line, _index, { update, errorFor }) => (
              <>
                <RecordSearchField
                  label="Product"
                  resource={jfdProductsResource}
                  filter={ACTIVE}
                  placeholder="Type a name"
                  emptyText="No active product matches"
                  isRequired
                  value={line.product}
                  onChange={(product) => update({ product })}
                  isDisabled={pending}
                  errorMessage={errorFor('product_id')}
                />
                <NumberField
                  label="Quantity"
                  isRequired
                  minValue={1}
                  maxValue={99}
                  step={1}
                  value={line.quantity ?? Number.NaN}
                  onChange={(quantity) =>
                    update({ quantity: Number.isNaN(quantity) ? null : quantity })
                  }
                  isDisabled={pending}
                  isInvalid={errorFor('quantity') !== undefined || undefined}
                  errorMessage={errorFor('quantity')}
                />
                <CheckboxGroup
                  label="Add-ons"
                  orientation="horizontal"
                  value={line.addonIds}
                  onChange={(addonIds) => update({ addonIds })}
                  isDisabled={pending}
                  isInvalid={errorFor('addon_ids') !== undefined || undefined}
                  errorMessage={errorFor('addon_ids')}
                >
                  {addons.rows.map((addon) => (
                    <Checkbox key={addon.id} value={String(addon.id)}>
                      {`${String(addon.name)} (+${formatMoney(Number(addon.price) || 0)})`}
                    </Checkbox>
                  ))}
                </CheckboxGroup>
              </>
            )}
          />
          <div className={styles.toolbar}>
            <TextField
              label="Coupon code"
              name="coupon_code"
              value={draft.couponCode}
              onChange={(couponCode) => change({ couponCode })}
              isDisabled={pending}
            />
          </div>
          <TextArea
            label="Notes"
            name="notes"
            value={draft.notes}
            onChange={(notes) => change({ notes })}
            isDisabled={pending}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              Place order
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
