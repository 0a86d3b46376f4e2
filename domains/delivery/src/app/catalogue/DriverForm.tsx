import { useApiClient } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit, useResourceRegistry, useToast } from '@backoffice/app-kit';
import {
  checkValues,
  FieldInput,
  type FormValues,
  newRecordValues,
  type ResourceRow,
  recordValues,
  requestBody,
  sameValues,
  saveRecord,
  useRecords,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { resourceAttributes, ruleMessage } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Form } from '@backoffice/ui/Form';
import { Select } from '@backoffice/ui/Select';
import { useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { jfdDriversResource as drivers } from '../../resources/catalogue';
import * as styles from './catalogue.css';
import { useStaff } from './staffApi';

/** The driver's own fields: the user is picked apart, the name is the user's. */
const { user_id: _user, name: _name, ...ownFields } = drivers.fields;
const driverForm = { ...drivers, fields: ownFields, sections: [] };

/**
 * A driver's form: the user (one of the brand's Driver users, from `GET /api/staff?role=Driver`),
 * then the licence, the vehicle and whether they are available; back to the drivers once saved.
 * The server refuses a user who is not a driver of the brand, or is one already (beside the
 * user).
 */
export function DriverForm({ driver }: { driver?: ResourceRow }) {
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(drivers);
  const staff = useStaff('Driver');
  // A user is a driver once: the pick offers the Driver users without a driver record (and,
  // on edit, this driver's own user).
  const existing = useRecords(drivers, 'per_page=100');
  const mode = driver ? 'update' : 'create';
  const startUser = driver ? String(driver.user_id) : null;
  const [start] = useState<FormValues>(() =>
    driver ? recordValues(driverForm, driver) : newRecordValues(driverForm),
  );
  const [values, setValues] = useState(start);
  const [user, setUser] = useState<string | null>(startUser);
  const [key] = useState(() => crypto.randomUUID());
  const { errors, pending, submit, setErrors } = useFormSubmit();
  const changed = !sameValues(values, start) || user !== startUser;
  useFormChanged(changed);

  const save = async () => {
    const problems = checkValues(driverForm, values, mode);
    if (user === null) {
      problems.user_id = ruleMessage('required', 'user_id', {}, resourceAttributes(drivers));
    }
    if (Object.keys(problems).length > 0) {
      setErrors({ fieldErrors: problems, message: null });
      return;
    }
    await submit(null, async () => {
      const body = { ...requestBody(driverForm, values, mode), user_id: Number(user) };
      const target = driver
        ? { id: driver.id, version: Number(driver.version) }
        : { idempotencyKey: key };
      const saved = await saveRecord(client, drivers, body, target);
      await revalidate(saved.id, saved);
      toast(driver ? 'Driver saved.' : `${saved.name} added as a driver.`, 'positive');
      void navigate(pathFor('drivers'));
    });
  };

  return (
    <Form
      className={styles.narrowPage}
      validationBehavior="aria"
      validationErrors={errors.fieldErrors}
      message={errors.message ?? undefined}
      aria-label={driver ? `Edit driver ${driver.name}` : 'New driver'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Select
        label="User"
        name="user_id"
        isRequired
        isLoading={!staff.data || !existing.data}
        options={(existing.data ? (staff.data ?? []) : [])
          .filter(
            (member) =>
              String(member.id) === startUser ||
              !(existing.data?.items ?? []).some((row) => Number(row.user_id) === member.id),
          )
          .map((member) => ({ name: member.name, value: String(member.id) }))}
        value={user}
        onChange={(chosen) => setUser(chosen === null ? null : String(chosen))}
        isInvalid={errors.fieldErrors.user_id ? true : undefined}
        errorMessage={errors.fieldErrors.user_id}
        emptyText="Every Driver user of this brand is a driver already: give a user the Driver role first"
      />
      {Object.entries(ownFields).map(([name, field]) => (
        <FieldInput
          key={name}
          name={name}
          field={field}
          value={values[name] ?? null}
          onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          error={errors.fieldErrors[name]}
          referenceLabel={driver?.labels[name] ?? null}
        />
      ))}
      <div className={styles.dialogActions}>
        <AriaLink className={styles.cancel} href={pathFor('drivers')}>
          Cancel
        </AriaLink>
        <Button type="submit" isPending={pending}>
          {driver ? 'Save changes' : 'Add driver'}
        </Button>
      </div>
    </Form>
  );
}
