import { useApiClient } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit, useToast, useUnusualValues } from '@backoffice/app-kit';
import {
  checkValues,
  displayValue,
  FieldInput,
  type FormValues,
  newRecordValues,
  type ResourceRow,
  requestBody,
  saveRecord,
  useAuditTrail,
  useRecords,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { businessToday, formatMoney, MESSAGES, unusualValues } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import { DateField } from '@backoffice/ui/DateField';
import { Dialog } from '@backoffice/ui/Dialog';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Form } from '@backoffice/ui/Form';
import { Icon } from '@backoffice/ui/Icon';
import { Modal } from '@backoffice/ui/Modal';
import { MoneyField } from '@backoffice/ui/MoneyField';
import { type ReportColumn, ReportTable } from '@backoffice/ui/ReportTable';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { Spinner } from '@backoffice/ui/Spinner';
import { type FormEvent, useState } from 'react';
import { dingAccountsResource as accounts } from '../../resources/dingAccounts';
import * as screen from '../shared/screen.css';
import * as styles from './dingAccounts.css';

/** Every account: the company keeps a handful. */
const QUERY = 'per_page=100&sort=name&direction=asc';

const entryDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const isLow = (row: ResourceRow) => Number(row.low_balance) === 1;
const nameOf = (row: ResourceRow) => String(row.name ?? '');
const money = (value: unknown) => formatMoney(Number(value ?? 0));
const day = (value: unknown) => displayValue(accounts.fields.balance_on, value);

/** The accounts under their threshold first, then by name. */
const byUrgency = (a: ResourceRow, b: ResourceRow) =>
  Number(isLow(b)) - Number(isLow(a)) || nameOf(a).localeCompare(nameOf(b));

type Open =
  | { kind: 'new' }
  | { kind: 'balance'; account: ResourceRow }
  | { kind: 'history'; account: ResourceRow };

/**
 * `/ding-account-balances` (any signed-in user): the company's prepaid top-up accounts with
 * their last balance, its day and the low-balance threshold. An account under its threshold
 * comes first and says "Low balance" (an icon and words, its balance in bold red), and the
 * page counts them above the table. "Record balance" enters a new reading (today's date to
 * start with), "History" lists the earlier ones (from the account's audit trail), "Add
 * account" adds one.
 */
export function DingAccountsScreen() {
  const answer = useRecords(accounts, QUERY);
  const rows = [...(answer.data?.items ?? [])].sort(byUrgency);
  const lowCount = rows.filter(isLow).length;
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  const columns: ReportColumn<ResourceRow>[] = [
    {
      key: 'name',
      label: 'Account',
      render: (row) => (
        <span className={styles.name}>
          <span>{nameOf(row)}</span>
          <span className={styles.reference}>
            {[row.provider, row.reference].filter(Boolean).join(' · ')}
          </span>
        </span>
      ),
    },
    {
      key: 'balance',
      label: 'Balance',
      kind: 'money',
      render: (row) => (
        <span className={isLow(row) ? styles.low : undefined}>{money(row.balance)}</span>
      ),
    },
    {
      key: 'balance_on',
      label: 'Balance date',
      render: (row) => <span className={styles.nowrap}>{day(row.balance_on)}</span>,
    },
    {
      key: 'low_balance_threshold',
      label: 'Threshold',
      kind: 'money',
      render: (row) => money(row.low_balance_threshold),
    },
    {
      key: 'low_balance',
      label: 'Status',
      render: (row) =>
        isLow(row) ? (
          <Badge tone="critical" variant="solid">
            <Icon name="alert" /> Low balance
          </Badge>
        ) : (
          <Badge tone="positive">OK</Badge>
        ),
    },
    {
      key: 'id',
      label: 'Actions',
      render: (row) => (
        <span className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Record balance of ${nameOf(row)}`}
            onPress={() => setOpen({ kind: 'balance', account: row })}
          >
            Record balance
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`History of ${nameOf(row)}`}
            onPress={() => setOpen({ kind: 'history', account: row })}
          >
            History
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className={screen.page} aria-label="Ding account balances">
      <div className={screen.toolbar}>
        {lowCount > 0 ? (
          <p className={styles.warning}>
            <Icon name="alert" />
            {lowCount === 1
              ? '1 account is under its low-balance threshold.'
              : `${lowCount} accounts are under their low-balance threshold.`}
          </p>
        ) : (
          <p className={screen.muted}>
            {answer.data ? 'Every account is above its low-balance threshold.' : ''}
          </p>
        )}
        <Button onPress={() => setOpen({ kind: 'new' })}>
          <Icon name="plus" /> Add account
        </Button>
      </div>
      {answer.error && !answer.data ? (
        <p role="alert" className={screen.alert}>
          {MESSAGES.general}
        </p>
      ) : (
        <ReportTable
          caption="Accounts"
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          emptyState={
            answer.data ? (
              <EmptyState
                size="sm"
                headingLevel={2}
                icon={<Icon name="dollar" />}
                title="No accounts yet"
                description="Add the company's prepaid top-up accounts to keep their balances here."
              />
            ) : (
              <Skeleton lines={4} label="Loading the accounts" />
            )
          }
        />
      )}
      {open?.kind === 'new' && <NewAccountDialog onClose={close} />}
      {open?.kind === 'balance' && <BalanceDialog account={open.account} onClose={close} />}
      {open?.kind === 'history' && <HistoryDialog account={open.account} onClose={close} />}
    </section>
  );
}

/** A new reading of one account: its balance and the day it was read (today to start with). */
function BalanceDialog({ account, onClose }: { account: ResourceRow; onClose: () => void }) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(accounts);
  const [balance, setBalance] = useState<number | null>(null);
  const [balanceOn, setBalanceOn] = useState<string | null>(() => businessToday());
  const { errors, pending, submit, setErrors } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  useFormChanged(balance !== null);
  const title = `Record balance of ${nameOf(account)}`;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (balance === null) missing.balance = 'The balance field is required.';
    if (!balanceOn) missing.balance_on = 'The balance date field is required.';
    const found = { ...checkValues(accounts, { balance, balance_on: balanceOn }, 'update') };
    if (Object.keys(missing).length + Object.keys(found).length > 0) {
      setErrors({ fieldErrors: { ...found, ...missing }, message: null });
      return;
    }
    const body = requestBody(accounts, { balance, balance_on: balanceOn }, 'update');
    confirmUnusual(
      unusualValues(accounts.fields, null, body),
      () =>
        void submit(null, async () => {
          const saved = await saveRecord(client, accounts, body, {
            id: account.id,
            version: account.version as number | undefined,
          });
          await revalidate(saved.id, saved);
          toast(
            `${nameOf(account)}: ${money(saved.balance)} on ${day(saved.balance_on)}.`,
            'positive',
          );
          onClose();
        }),
    );
  }

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable={!pending}>
      <Dialog title={title}>
        {unusualDialog}
        <Form
          className={styles.form}
          validationBehavior="aria"
          aria-label={title}
          message={errors.message ?? undefined}
          onSubmit={send}
        >
          <p className={screen.muted}>
            Last balance {money(account.balance)} on {day(account.balance_on)}; low under{' '}
            {money(account.low_balance_threshold)}.
          </p>
          <MoneyField
            label="Balance"
            isRequired
            autoFocus
            value={balance}
            onChange={setBalance}
            isInvalid={Boolean(errors.fieldErrors.balance)}
            errorMessage={errors.fieldErrors.balance}
          />
          <DateField
            label="Balance date"
            isRequired
            value={balanceOn}
            onChange={setBalanceOn}
            isInvalid={Boolean(errors.fieldErrors.balance_on)}
            errorMessage={errors.fieldErrors.balance_on}
          />
          <DialogActions submitLabel="Record balance" pending={pending} onCancel={onClose} />
        </Form>
      </Dialog>
    </Modal>
  );
}

/** A new account: every field of the definition, today's date to start with. */
function NewAccountDialog({ onClose }: { onClose: () => void }) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(accounts);
  const [values, setValues] = useState<FormValues>(() => ({
    ...newRecordValues(accounts),
    balance_on: businessToday(),
  }));
  const { errors, pending, submit, setErrors } = useFormSubmit();
  const { confirmUnusual, unusualDialog } = useUnusualValues();
  useFormChanged(Boolean(values.name));
  const fields = Object.keys(accounts.fields);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkValues(accounts, values, 'create');
    if (Object.keys(found).length > 0) {
      setErrors({ fieldErrors: found, message: null });
      return;
    }
    const body = requestBody(accounts, values, 'create');
    confirmUnusual(
      unusualValues(accounts.fields, null, body),
      () =>
        void submit(null, async ({ idempotencyKey }) => {
          const saved = await saveRecord(client, accounts, body, { idempotencyKey });
          await revalidate(saved.id, saved);
          toast(`${nameOf(saved)} added.`, 'positive');
          onClose();
        }),
    );
  }

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable={!pending}>
      <Dialog title="New ding account">
        {unusualDialog}
        <Form
          className={styles.form}
          validationBehavior="aria"
          aria-label="New ding account"
          message={errors.message ?? undefined}
          onSubmit={send}
        >
          {fields.map((name) => (
            <FieldInput
              key={name}
              name={name}
              field={accounts.fields[name as keyof typeof accounts.fields]}
              value={values[name] ?? null}
              onChange={(value) => setValues((old) => ({ ...old, [name]: value }))}
              error={errors.fieldErrors[name]}
            />
          ))}
          <DialogActions submitLabel="Add account" pending={pending} onCancel={onClose} />
        </Form>
      </Dialog>
    </Modal>
  );
}

/** A dialog form's Cancel and submit buttons, right-aligned. */
function DialogActions({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={styles.formActions}>
      <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
        Cancel
      </Button>
      <Button type="submit" isPending={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** The account's earlier readings, newest first, from its audit trail. */
function HistoryDialog({ account, onClose }: { account: ResourceRow; onClose: () => void }) {
  const trail = useAuditTrail(accounts, account.id, 1);
  // Each entry that set the balance or its day: a reading.
  const readings = (trail.data?.items ?? []).filter(
    (entry) => entry.changes.balance || entry.changes.balance_on,
  );
  const title = `Balance history of ${nameOf(account)}`;
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable>
      <Dialog
        title={title}
        actions={(close) => (
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        )}
      >
        {trail.error && !trail.data && (
          <p role="alert" className={screen.alert}>
            {MESSAGES.general}
          </p>
        )}
        {!trail.data && !trail.error && <Spinner label="Loading the balance history" />}
        {trail.data && (
          <ol className={styles.history} aria-label={title}>
            {readings.map((entry) => (
              <li key={entry.id}>
                <strong>
                  {entry.changes.balance ? money(entry.changes.balance.new) : 'Same balance'}
                </strong>
                {entry.changes.balance_on ? ` on ${day(entry.changes.balance_on.new)}` : ''}
                <span className={styles.reference}>
                  {' '}
                  (entered {entryDay.format(new Date(entry.created_at))}
                  {entry.user ? ` by ${entry.user.name}` : ''})
                </span>
              </li>
            ))}
          </ol>
        )}
      </Dialog>
    </Modal>
  );
}
