import { useApiClient } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit, useToast } from '@backoffice/app-kit';
import { AlertMessage } from '@backoffice/app-kit/components';
import { formatMoney, wrongStateMessage } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Checkbox } from '@backoffice/ui/Checkbox';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { NumberField } from '@backoffice/ui/NumberField';
import { TextArea } from '@backoffice/ui/TextArea';
import { type FormEvent, useState } from 'react';
import { salesResource } from '../../resources/sales';
import { withConflict } from '../shared/withConflict';
import { saleNumber } from './saleLabels';
import { canBeRefunded, leftToRefund, refundAmount, refundableLines } from './saleMoney';
import * as styles from './sales.css';
import { refundSale } from './salesApi';
import type { SaleActionDialogProps } from './VoidSaleDialog';

/**
 * The server's messages about the lines sent, by sale line: it numbers them as they were sent
 * (`lines.0.quantity` is the first line returned, not the sale's first line).
 */
export function lineMessages(
  fieldErrors: Readonly<Record<string, string>>,
  sentLineIds: readonly number[],
): Record<number, string> {
  const messages: Record<number, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const match = /^lines\.(\d+)\./.exec(key);
    const lineId = match ? sentLineIds[Number(match[1])] : undefined;
    if (lineId !== undefined) messages[lineId] ??= message;
  }
  return messages;
}

/**
 * Refunds part or all of a sale: per line a quantity up to what it has left, whether the goods
 * go back on the shelf, and why. The money given back is computed as the quantities are typed;
 * the server computes it again and refuses a quantity above what is really left, beside its
 * line.
 */
export function RefundSaleDialog({ sale, onClose, onChanged }: SaleActionDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const lines = refundableLines(sale).filter((line) => line.left > 0);
  const [quantities, setQuantities] = useState<Record<number, number | null>>({});
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const [noneChosen, setNoneChosen] = useState(false);
  const [sent, setSent] = useState<number[]>([]);
  const { errors, pending, submit } = useFormSubmit();
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [seenErrors, setSeenErrors] = useState(errors);
  if (seenErrors !== errors) {
    setSeenErrors(errors);
    setLineErrors(lineMessages(errors.fieldErrors, sent));
  }
  const amount = refundAmount(sale, quantities);
  const left = leftToRefund(sale);
  const chosen = lines.filter(({ line }) => (quantities[line.id] ?? 0) > 0);
  useFormChanged(chosen.length > 0 || reason !== '' || restock);
  const action = salesResource.actions.refund!;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (chosen.length === 0) {
      event.preventDefault();
      setNoneChosen(true);
      return;
    }
    const returned = chosen.map(({ line }) => ({
      sale_line_id: line.id,
      quantity: quantities[line.id] ?? 0,
    }));
    setSent(returned.map((line) => line.sale_line_id));
    void submit(event, () =>
      withConflict(
        async () => {
          const refunded = await refundSale(client, sale, { reason, restock, lines: returned });
          onChanged(refunded);
          toast(`${formatMoney(amount)} refunded on ${saleNumber(sale.id)}.`, 'positive');
          onClose();
        },
        (message) => {
          setConflict(message);
          onChanged(null);
        },
      ),
    );
  };

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending} size="lg">
      <Dialog title={`Refund ${saleNumber(sale.id)}`}>
        <Form
          validationErrors={errors.fieldErrors}
          message={errors.message ?? errors.fieldErrors.lines ?? undefined}
          onSubmit={onSubmit}
        >
          {(conflict ?? (canBeRefunded(sale) ? null : wrongStateMessage(action, sale.status))) && (
            <AlertMessage>{conflict ?? wrongStateMessage(action, sale.status)}</AlertMessage>
          )}
          <fieldset className={styles.stack} style={{ border: 'none', margin: 0, padding: 0 }}>
            <legend className={styles.panelHeading}>Items returned</legend>
            {noneChosen && chosen.length === 0 && (
              <AlertMessage>Choose at least one item to return.</AlertMessage>
            )}
            {lines.map(({ line, sold, returned, left: lineLeft }) => (
              <NumberField
                key={line.id}
                label={`${line.name} at ${formatMoney(line.unit_price ?? 0)}`}
                description={
                  returned > 0
                    ? `${sold} sold, ${returned} returned already: up to ${lineLeft} more.`
                    : `${sold} sold: up to ${lineLeft}.`
                }
                minValue={0}
                maxValue={lineLeft}
                step={1}
                align="end"
                value={quantities[line.id] ?? 0}
                onChange={(quantity) => {
                  setQuantities((current) => ({
                    ...current,
                    [line.id]: Number.isNaN(quantity) ? null : quantity,
                  }));
                  setLineErrors(({ [line.id]: _cleared, ...rest }) => rest);
                }}
                isDisabled={pending}
                isInvalid={lineErrors[line.id] !== undefined || undefined}
                errorMessage={lineErrors[line.id]}
              />
            ))}
          </fieldset>
          <Checkbox isSelected={restock} onChange={setRestock} isDisabled={pending}>
            Put the goods back in stock
          </Checkbox>
          <TextArea
            label="Reason"
            name="reason"
            isRequired
            maxLength={1000}
            value={reason}
            onChange={setReason}
            isDisabled={pending}
          />
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>Left to refund</dt>
              <dd>{formatMoney(left)}</dd>
            </div>
            <div className={styles.grandFigure}>
              <dt>Refund</dt>
              <dd>
                <output aria-live="polite">{formatMoney(amount)}</output>
              </dd>
            </div>
          </dl>
          <p className={styles.muted}>{action.confirm}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending} isDisabled={!canBeRefunded(sale)}>
              Refund {formatMoney(amount)}
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
