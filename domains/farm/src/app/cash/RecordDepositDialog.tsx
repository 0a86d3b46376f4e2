import { useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useToast,
  useUnusualValues,
} from '@backoffice/app-kit';
import { useResourceRevalidation } from '@backoffice/app-kit/resources';
import { businessToday, formatMoney } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { useState } from 'react';
import type { CashItem } from '../../reports/cash';
import { depositsResource } from '../../resources/cash/deposits';
import * as screen from '../shared/screen.css';
import { CashItemsChooser, chosenTotal } from './CashItemsChooser';
import { DepositFields, type DepositFieldValues } from './DepositFields';
import { createDeposit, itemKey, unusualDeposit } from './depositsApi';
import { itemsError } from './itemsError';

export interface RecordDepositDialogProps {
  /** The undeposited cash to choose from (all of it chosen to start with). */
  items: readonly CashItem[];
  onClose: () => void;
  /** After the deposit is saved (the list and the undeposited figure refetch). */
  onSaved: () => void;
}

/**
 * Records a deposit from the list: its day (today to start with), the account and the bank's
 * reference, and the undeposited cash it covers, every item chosen to start with; the deposit's
 * amount follows the choice. The slip is added on the deposit's edit screen. A sale another
 * deposit took meanwhile answers 422 with its name, shown above the choice. An amount far above
 * a usual deposit (`unusualValues`) is asked about before the save.
 */
export function RecordDepositDialog({ items, onClose, onSaved }: RecordDepositDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const store = useAppStore();
  const revalidate = useResourceRevalidation(depositsResource);
  const [key] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<DepositFieldValues>({
    deposited_on: businessToday(),
    account: '',
    reference: '',
    notes: '',
  });
  const [chosen, setChosen] = useState<string[]>(() => items.map(itemKey));
  const { errors, pending, submit } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  useFormChanged(values.account !== '' || values.reference !== '');
  const total = chosenTotal(items, chosen);

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!pending}>
      <Dialog title="Record a deposit">
        {unusualDialog}
        <Form
          validationErrors={errors.fieldErrors}
          message={errors.message ?? undefined}
          onSubmit={(event) => {
            event.preventDefault();
            confirmUnusual(
              unusualDeposit(total),
              () =>
                void submit(null, async () => {
                  const saved = await createDeposit(
                    client,
                    {
                      deposited_on: values.deposited_on ?? '',
                      account: values.account,
                      reference: values.reference,
                      notes: values.notes,
                      items: items.filter((item) => chosen.includes(itemKey(item))),
                    },
                    key,
                  );
                  await revalidate(saved.id, saved);
                  store.setFormChanged(false);
                  toast(`Deposit of ${formatMoney(total)} recorded.`, 'positive');
                  onSaved();
                  onClose();
                }),
            );
          }}
        >
          <DepositFields values={values} onChange={setValues} isDisabled={pending} autoFocus />
          <CashItemsChooser
            items={items}
            value={chosen}
            onChange={setChosen}
            isDisabled={pending}
            error={itemsError(errors.fieldErrors)}
          />
          <div className={screen.actions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending} isDisabled={chosen.length === 0}>
              Record deposit
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
