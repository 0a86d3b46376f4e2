import { useApiClient } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit, useToast } from '@backoffice/app-kit';
import {
  deleteUndoable,
  type ResourceRow,
  saveRecord,
  useRecords,
  useResourceRevalidation,
  useUndoToast,
} from '@backoffice/app-kit/resources';
import type { ResourceDefinition } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Checkbox } from '@backoffice/ui/Checkbox';
import { CheckboxGroup } from '@backoffice/ui/CheckboxGroup';
import { Dialog } from '@backoffice/ui/Dialog';
import { Form } from '@backoffice/ui/Form';
import { Modal } from '@backoffice/ui/Modal';
import { Select } from '@backoffice/ui/Select';
import { type FormEvent, useState } from 'react';
import useSWR from 'swr';
import { STORE_LEVEL_PERMISSIONS, STORE_PERMISSION_LABELS } from '../../resources/stores';
import type { Store } from './storeApi';
import * as styles from './stores.css';

/** The role of a seller's staff, whom a store's members are picked from. */
export const MEMBER_ROLE = 'Store Manager';

interface StaffMember {
  id: number;
  name: string;
}

function useSellerStaff() {
  const client = useApiClient();
  return useSWR(['staff', MEMBER_ROLE], async () => {
    const path = `/api/staff?role=${encodeURIComponent(MEMBER_ROLE)}`;
    return (await client.get<{ data: StaffMember[] }>(path)).data;
  });
}

const permissionsOf = (member: ResourceRow) =>
  ((member.lines as { permission: string }[] | undefined) ?? []).map((line) => line.permission);

interface MemberDialogProps {
  store: Store;
  members: ResourceDefinition;
  /** The member changed; none for a new one. */
  member?: ResourceRow;
  taken: readonly number[];
  onClose: () => void;
}

function MemberDialog({ store, members, member, taken, onClose }: MemberDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const revalidate = useResourceRevalidation(members);
  const staff = useSellerStaff();
  const [userId, setUserId] = useState<number | null>(member ? Number(member.user_id) : null);
  const [granted, setGranted] = useState<string[]>(member ? permissionsOf(member) : []);
  const { errors, pending, submit, setErrors } = useFormSubmit();
  useFormChanged(userId !== null || granted.length > 0);
  const choices = (staff.data ?? []).filter((one) => one.id === userId || !taken.includes(one.id));
  const title = member
    ? `Permissions of ${String(member.user_name)}`
    : `New member of ${store.name}`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (userId === null) {
      setErrors({ fieldErrors: { user_id: 'Choose a person.' }, message: null });
      return;
    }
    if (granted.length === 0) {
      setErrors({ fieldErrors: { lines: 'Give at least one permission.' }, message: null });
      return;
    }
    await submit(null, async ({ idempotencyKey }) => {
      const body = {
        user_id: userId,
        ...Object.fromEntries(
          granted.map((permission, i) => [`lines[${i}][permission]`, permission]),
        ),
      };
      const saved = member
        ? await saveRecord(client, members, body, {
            id: member.id,
            version: member.version as number,
          })
        : await saveRecord(client, members, body, { idempotencyKey });
      await revalidate(saved.id, saved);
      toast(
        member ? 'Permissions saved.' : `${String(saved.user_name)} now works for ${store.name}.`,
        'positive',
      );
      onClose();
    });
  }

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable={!pending}>
      <Dialog title={title}>
        <Form
          className={styles.dialogForm}
          validationBehavior="aria"
          message={errors.message ?? undefined}
          aria-label={title}
          onSubmit={(event) => void send(event)}
        >
          <Select
            label="Person"
            isRequired
            isDisabled={member !== undefined}
            isLoading={staff.isLoading}
            options={choices.map((one) => ({ value: one.id, name: one.name }))}
            value={userId}
            onChange={(key) => setUserId(key === null ? null : Number(key))}
            errorMessage={errors.fieldErrors.user_id}
            isInvalid={Boolean(errors.fieldErrors.user_id)}
            emptyText={`No ${MEMBER_ROLE} staff left to add`}
          />
          <CheckboxGroup
            label={`What they may do at ${store.name}`}
            value={granted}
            onChange={setGranted}
            errorMessage={errors.fieldErrors.lines ?? errors.fieldErrors['lines.0.permission']}
            isInvalid={Boolean(
              errors.fieldErrors.lines ?? errors.fieldErrors['lines.0.permission'],
            )}
          >
            {STORE_LEVEL_PERMISSIONS.map((permission) => (
              <Checkbox key={permission} value={permission}>
                {STORE_PERMISSION_LABELS[permission]}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <div className={styles.formActions}>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={pending}>
              {member ? 'Save permissions' : 'Add member'}
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}

/**
 * The people who work for the store and what each may do there (store-level permissions): the
 * store's pages and products open to them by these alone. Added from the brand's Store Manager
 * staff, changed and removed here.
 */
export function MembersSection({ store, members }: { store: Store; members: ResourceDefinition }) {
  const client = useApiClient();
  const offerUndo = useUndoToast(members);
  const revalidate = useResourceRevalidation(members);
  const answer = useRecords(members, 'per_page=100');
  const [editing, setEditing] = useState<ResourceRow | 'new' | null>(null);
  const rows = answer.data?.items ?? [];
  return (
    <section className={styles.panel} aria-labelledby="members-heading">
      <div className={styles.panelHeader}>
        <h3 id="members-heading" className={styles.panelHeading}>
          Store members
        </h3>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setEditing('new')}>
            Add member
          </Button>
        </div>
      </div>
      <p className={styles.muted}>
        Members reach this store’s pages with these permissions only, never another store’s.
      </p>
      {answer.error && <p role="alert">The members could not be loaded.</p>}
      {answer.data && rows.length === 0 && <p className={styles.muted}>Nobody yet.</p>}
      {rows.length > 0 && (
        <ul className={styles.lines} aria-label={`Members of ${store.name}`}>
          {rows.map((member) => (
            <li key={member.id} className={styles.panelHeader}>
              <span>
                <strong>{String(member.user_name)}</strong>:{' '}
                {permissionsOf(member)
                  .map(
                    (p) => STORE_PERMISSION_LABELS[p as keyof typeof STORE_PERMISSION_LABELS] ?? p,
                  )
                  .join(', ')}
              </span>
              <span className={styles.actions}>
                <Button
                  variant="secondary"
                  aria-label={`Change the permissions of ${String(member.user_name)}`}
                  onPress={() => setEditing(member)}
                >
                  Change
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Remove ${String(member.user_name)}`}
                  onPress={async () => {
                    const undo = await deleteUndoable(client, members, member.id);
                    await revalidate(member.id, undefined);
                    offerUndo(
                      `${String(member.user_name)} no longer works for ${store.name}.`,
                      undo,
                    );
                  }}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <MemberDialog
          store={store}
          members={members}
          member={editing === 'new' ? undefined : editing}
          taken={rows.map((row) => Number(row.user_id))}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
