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
import { AlertMessage } from '@backoffice/app-kit/components';
import {
  conflictRecord,
  recordLoadState,
  useRecord,
  useRecordId,
  useReferenceOptions,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import {
  businessToday,
  formatDay,
  formatMoney,
  MESSAGES,
  unusualValues,
} from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import { DateField } from '@backoffice/ui/DateField';
import { Form } from '@backoffice/ui/Form';
import { Icon } from '@backoffice/ui/Icon';
import { LinesEditor } from '@backoffice/ui/LinesEditor';
import { Link } from '@backoffice/ui/Link';
import { MoneyField } from '@backoffice/ui/MoneyField';
import { NumberField } from '@backoffice/ui/NumberField';
import { Radio, RadioGroup } from '@backoffice/ui/RadioGroup';
import { Select } from '@backoffice/ui/Select';
import { TextArea } from '@backoffice/ui/TextArea';
import { TextField } from '@backoffice/ui/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { donationsResource, PAYMENT_METHODS } from '../../resources/donations';
import { projectsResource } from '../../resources/projects';
import * as screen from '../shared/screen.css';
import {
  createDonation,
  type DonationInput,
  downloadReceipt,
  updateDonation,
  usePackageItemOptions,
} from './donationsApi';
import { type Donation, type ItemOption, PAYMENT_LABELS } from './donationTypes';
import { linesValue } from './donationValue';
import { VoidDonationDialog } from './VoidDonationDialog';

interface DraftLine {
  itemId: number | null;
  quantity: number | null;
}

/** The project select's "none" (a select's value is never null once chosen). */
const NO_PROJECT = 0;

const newLine = (): DraftLine => ({ itemId: null, quantity: null });

function draftOf(donation: Donation | undefined): DonationInput {
  return {
    donor: donation?.donor ?? '',
    donor_contact: donation?.donor_contact ?? '',
    received_on: donation?.received_on?.slice(0, 10) ?? businessToday(),
    kind: donation?.kind ?? 'cash',
    amount: donation?.amount ?? null,
    payment_method: donation?.payment_method ?? null,
    project_id: donation?.project_id ?? null,
    notes: donation?.notes ?? '',
    lines: [],
  };
}

function linesOf(donation: Donation | undefined): DraftLine[] {
  const lines = donation?.lines ?? [];
  return lines.length
    ? lines.map((line) => ({ itemId: line.package_item_id, quantity: line.quantity }))
    : [newLine()];
}

export interface DonationFormProps {
  donation?: Donation;
  /** A void donation is shown, never changed. */
  isReadOnly?: boolean;
  onSaved: (donation: Donation) => void;
}

/**
 * A donation's form. The kind decides what follows: cash asks for the amount and how it was
 * paid; in kind asks for the items, each a package item and a quantity in its unit, valued at
 * the item's unit cost as typed, with their total. The server numbers the receipt, checks the
 * kind's contents again and moves stock by what changed; its messages show beside the fields and
 * lines they are about, and nothing typed is lost. A change someone else's save overtook is
 * refused with their version offered. An amount or quantity far above the usual
 * (`unusualValues`) is asked about before the save.
 */
export function DonationForm({ donation, isReadOnly = false, onSaved }: DonationFormProps) {
  const client = useApiClient();
  const store = useAppStore();
  const { pathFor } = useResourceRegistry();
  const { items, isLoading, error: itemsError } = usePackageItemOptions();
  const [values, setValues] = useState<DonationInput>(() => draftOf(donation));
  const [lines, setLines] = useState<DraftLine[]>(() => linesOf(donation));
  const [base, setBase] = useState(donation);
  const [stale, setStale] = useState<Donation | null>(null);
  const { errors, pending, submit } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  const { fieldErrors, lineErrors, linesChanged } = useLineErrors<DraftLine>(errors);
  const initial = draftOf(donation);
  const initialLines = linesOf(donation);
  useFormChanged(
    !isReadOnly &&
      (JSON.stringify(values) !== JSON.stringify(initial) ||
        JSON.stringify(lines) !== JSON.stringify(initialLines)),
  );
  const set = <K extends keyof DonationInput>(name: K, value: DonationInput[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const itemOf = (id: number | null) => items.find((item) => item.id === id);
  const cash = values.kind === 'cash';
  const total = cash
    ? (values.amount ?? 0)
    : linesValue(
        lines.map((line) => ({
          quantity: line.quantity,
          unitCost: itemOf(line.itemId)?.unit_cost ?? null,
        })),
      );
  const disabled = pending || isReadOnly;
  const projects = useReferenceOptions(projectsResource);
  // The project a donation names stays offered by its title even when not among those listed.
  const linked =
    values.project_id !== null && !projects.options.some((o) => o.value === values.project_id)
      ? [
          {
            name: donation?.labels.project_id ?? `Project ${values.project_id}`,
            value: values.project_id,
          },
        ]
      : [];
  const projectOptions = [
    { name: 'No project', value: NO_PROJECT },
    ...linked,
    ...projects.options,
  ];
  const options = (line: DraftLine) =>
    items
      // A discontinued item stays on the lines that name it, and is offered to none other.
      .filter((item: ItemOption) => item.status === 'active' || item.id === line.itemId)
      .map((item) => ({ name: `${item.name} (${item.unit})`, value: item.id }));

  return (
    <>
      {stale && (
        <AlertMessage>
          This donation was changed by someone else while you were editing it.{' '}
          <Button
            variant="secondary"
            onPress={() => {
              setValues(draftOf(stale));
              setLines(linesOf(stale));
              setBase(stale);
              setStale(null);
            }}
          >
            Load their version
          </Button>
        </AlertMessage>
      )}
      {unusualDialog}
      {itemsError && <AlertMessage>{MESSAGES.general}</AlertMessage>}
      <Form
        aria-label={donation ? `Donation ${donation.receipt_number}` : 'New donation'}
        validationErrors={fieldErrors}
        message={errors.message ?? undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const input = {
            ...values,
            lines: lines.map((line) => ({
              package_item_id: line.itemId,
              quantity: line.quantity,
            })),
          };
          // $2,500,000.00 for $25,000.00 is a slip of the keyboard far more often than a gift: ask.
          confirmUnusual(
            unusualValues(donationsResource.fields, donationsResource.lines, input),
            () =>
              void submit(null, async ({ idempotencyKey }) => {
                let saved: Donation;
                try {
                  saved = base
                    ? await updateDonation(client, base, input)
                    : await createDonation(client, input, idempotencyKey);
                } catch (error) {
                  const current = base ? conflictRecord(donationsResource, error) : null;
                  if (current) {
                    setStale(current as Donation);
                    return;
                  }
                  throw error;
                }
                store.setFormChanged(false);
                onSaved(saved);
              }),
          );
        }}
      >
        <fieldset className={screen.formGrid}>
          <TextField
            label="Donor"
            name="donor"
            isRequired
            autoFocus={!donation}
            maxLength={150}
            description="A person, a family or an organisation; “Anonymous” when they ask."
            value={values.donor}
            onChange={(value) => set('donor', value)}
            isDisabled={disabled}
          />
          <TextField
            label="Donor contact"
            name="donor_contact"
            maxLength={150}
            description="An email or phone, for the receipt and thanks."
            value={values.donor_contact}
            onChange={(value) => set('donor_contact', value)}
            isDisabled={disabled}
          />
          <DateField
            label="Received on"
            name="received_on"
            isRequired
            value={values.received_on}
            onChange={(value) => set('received_on', value ?? '')}
            isDisabled={disabled}
          />
          <Select
            label="Project"
            name="project_id"
            description="The project the gift is for, if any."
            isLoading={projects.isLoading}
            options={projectOptions}
            value={values.project_id ?? NO_PROJECT}
            onChange={(key) =>
              set('project_id', key === null || key === NO_PROJECT ? null : Number(key))
            }
            isDisabled={disabled}
          />
          <RadioGroup
            label="Kind"
            name="kind"
            isRequired
            orientation="horizontal"
            value={values.kind}
            onChange={(kind) => set('kind', kind as DonationInput['kind'])}
            isDisabled={disabled}
          >
            <Radio value="cash">Cash</Radio>
            <Radio value="in_kind">In kind (goods)</Radio>
          </RadioGroup>
        </fieldset>
        {cash ? (
          <fieldset className={screen.formGrid}>
            <MoneyField
              label="Amount"
              name="amount"
              isRequired
              value={values.amount}
              onChange={(amount) => set('amount', amount)}
              isDisabled={disabled}
            />
            <Select
              label="Payment method"
              name="payment_method"
              isRequired
              options={PAYMENT_METHODS.map((method) => ({
                name: PAYMENT_LABELS[method] ?? method,
                value: method,
              }))}
              value={values.payment_method}
              onChange={(method) => set('payment_method', method === null ? null : String(method))}
              isDisabled={disabled}
            />
          </fieldset>
        ) : (
          <LinesEditor
            label="Items"
            description="What was given, each in its item's unit; valued at the item's unit cost."
            rows={lines}
            onChange={(next) => {
              linesChanged(lines, next);
              setLines(next);
            }}
            newRow={newLine}
            minRows={1}
            maxRows={50}
            addLabel="Add item"
            itemLabel="item"
            errors={lineErrors}
            isDisabled={disabled}
            fieldColumns="minmax(14rem, 3fr) minmax(6rem, 1fr) minmax(6rem, 1fr)"
            footer={
              <span className={screen.figure}>
                Value <strong>{formatMoney(total)}</strong>
              </span>
            }
            renderRow={(line, _index, { update, errorFor }) => {
              const item = itemOf(line.itemId);
              return (
                <>
                  <Select
                    label="Package item"
                    isRequired
                    isLoading={isLoading}
                    options={options(line)}
                    value={line.itemId}
                    onChange={(key) => update({ itemId: key === null ? null : Number(key) })}
                    isDisabled={disabled}
                    isInvalid={errorFor('package_item_id') !== undefined || undefined}
                    errorMessage={errorFor('package_item_id')}
                  />
                  <NumberField
                    label={item ? `Quantity (${item.unit})` : 'Quantity'}
                    isRequired
                    minValue={1}
                    step={1}
                    showSteppers={false}
                    align="end"
                    value={line.quantity ?? Number.NaN}
                    onChange={(quantity) =>
                      update({ quantity: Number.isNaN(quantity) ? null : quantity })
                    }
                    isDisabled={disabled}
                    isInvalid={errorFor('quantity') !== undefined || undefined}
                    errorMessage={errorFor('quantity')}
                  />
                  <div className={screen.cell}>
                    <span className={screen.cellLabel}>Value</span>
                    <span className={screen.cellValue}>
                      {formatMoney(
                        linesValue([
                          { quantity: line.quantity, unitCost: item?.unit_cost ?? null },
                        ]),
                      )}
                    </span>
                  </div>
                </>
              );
            }}
          />
        )}
        <TextArea
          label="Notes"
          name="notes"
          maxLength={1000}
          rows={3}
          value={values.notes}
          onChange={(notes) => set('notes', notes)}
          isDisabled={disabled}
        />
        {!isReadOnly && (
          <div className={screen.formActions}>
            <Button type="submit" isPending={pending}>
              {donation ? 'Save changes' : 'Record donation'}
            </Button>
            <Link href={pathFor('donations')} variant="standalone">
              Cancel
            </Link>
          </div>
        )}
      </Form>
    </>
  );
}

/** `/donations/new`: records a gift; the receipt number comes back from the server. */
export function NewDonationScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(donationsResource);
  return (
    <section className={screen.page} aria-labelledby="donation-heading">
      <h2 id="donation-heading" className={screen.heading}>
        Record a donation
      </h2>
      <DonationForm
        onSaved={(saved) => {
          void revalidate(saved.id, saved);
          toast(`Donation ${saved.receipt_number} recorded: print its receipt here.`, 'positive');
          void navigate(pathFor('edit-donation', { id: saved.id }));
        }}
      />
    </section>
  );
}

/**
 * `/donations/:id/edit`: a donation under its receipt number, with Print receipt (the PDF) and
 * Void; the form corrects it (stock moves by the difference). A void donation is shown with its
 * reason and cannot be changed.
 */
export function EditDonationScreen() {
  const id = useRecordId();
  const client = useApiClient();
  const toast = useToast();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(donationsResource);
  const answer = useRecord(donationsResource, id);
  const [printing, setPrinting] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const waiting = recordLoadState(id, answer, donationsResource.singular);
  if (waiting || !answer.data || id === null) return waiting;
  const donation = answer.data as Donation;
  const isVoid = donation.status === 'void';

  const print = async () => {
    setPrinting(true);
    try {
      await downloadReceipt(client, donation);
    } catch {
      toast(MESSAGES.general, 'critical');
    } finally {
      setPrinting(false);
    }
  };

  return (
    <section className={screen.page} aria-labelledby="donation-heading">
      <div className={screen.header}>
        <Link href={pathFor('donations')} variant="standalone">
          <Icon name="arrow-left" /> All donations
        </Link>
        <div className={screen.actions}>
          <Button variant="secondary" onPress={() => void print()} isPending={printing}>
            <Icon name="printer" /> Print receipt
          </Button>
          {!isVoid && (
            <Button variant="secondary" onPress={() => setVoiding(true)}>
              Void
            </Button>
          )}
        </div>
      </div>
      <div className={screen.header}>
        <h2 id="donation-heading" className={screen.heading}>
          Donation {donation.receipt_number}
        </h2>
        <Badge tone={isVoid ? 'critical' : 'positive'}>{isVoid ? 'Void' : 'Recorded'}</Badge>
        <span className={screen.muted}>
          {formatDay(donation.received_on)} · {formatMoney(donation.total_value ?? 0)}
        </span>
      </div>
      {isVoid && (
        <p className={screen.alert}>
          Void: {donation.void_reason}. Its receipt number stays accounted for; it counts nowhere
          and its items were taken back out of stock.
        </p>
      )}
      <DonationForm
        key={`${donation.id}-${donation.version}`}
        donation={donation}
        isReadOnly={isVoid}
        onSaved={(saved) => {
          void revalidate(saved.id, saved);
          void answer.mutate(saved, { revalidate: false });
          toast(`Donation ${saved.receipt_number} saved.`, 'positive');
        }}
      />
      {voiding && (
        <VoidDonationDialog
          donation={donation}
          onVoided={(voided) => {
            void revalidate(voided.id, voided);
            void answer.mutate(voided, { revalidate: false });
          }}
          onClose={() => setVoiding(false)}
        />
      )}
    </section>
  );
}
