import { hasPermission } from '@backoffice/access';
import { useApiClient, ValidationError } from '@backoffice/api-client';
import {
  useAppState,
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useResourceRegistry,
  useToast,
} from '@backoffice/app-kit';
import {
  checkValues,
  conflictFields,
  conflictRecord,
  FieldInput,
  type FormValue,
  type FormValues,
  newRecordValues,
  type ResourceRow,
  recordLoadState,
  recordValues,
  recordVersion,
  requestBody,
  sameValues,
  saveRecord,
  useRecord,
  useRecordId,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { isStoredFile } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { ConflictPanel } from '@backoffice/ui/ConflictPanel';
import { Form } from '@backoffice/ui/Form';
import { Link } from '@backoffice/ui/Link';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { beneficiariesResource } from '../../resources/beneficiaries';
import * as screen from '../shared/screen.css';
import { DuplicateWarning } from './DuplicateWarning';
import { findLikelyDuplicates, type LikelyDuplicate } from './duplicates';

const resource = beneficiariesResource;

/** The form's fields, in the order an officer fills them in at a registration desk. */
const FIELDS = [
  'name',
  'gender',
  'date_of_birth',
  'phone',
  'category_id',
  'household_size',
  'state_id',
  'status',
  'address',
  'id_document',
] as const;

/** The fields that say who someone is: a change of one is checked for duplicates again. */
const IDENTITY = ['name', 'date_of_birth', 'phone'] as const;

interface Warning {
  matches: LikelyDuplicate[];
  sentences: string[];
}

export interface BeneficiaryFormProps {
  mode: 'create' | 'update';
  record?: ResourceRow;
}

/**
 * The registration form of a beneficiary. Before a save that would register someone who looks
 * already registered (the same name and date of birth, or the same phone), it asks the server
 * for the matches and shows them (`DuplicateWarning`): each opens in a new tab, and only a
 * deliberate "Save anyway" saves, marked `duplicate_confirmed`. The server refuses the same
 * save unconfirmed, so a match registered meanwhile by someone else is shown the same way. A
 * change that leaves name, birth and phone alone is not checked again. The rest is the generic
 * form's: the definition's rules checked before sending, the server's messages beside the
 * fields, nothing typed lost, and a change that someone else's save overtook shown side by side.
 */
export function BeneficiaryForm({ mode, record }: BeneficiaryFormProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const store = useAppStore();
  const { pathFor } = useResourceRegistry();
  const revalidate = useResourceRevalidation(resource);
  const initial = record ? recordValues(resource, record) : newRecordValues(resource);
  const [values, setValues] = useState<FormValues>(initial);
  const [saved, setSaved] = useState<FormValues>(initial);
  const [warning, setWarning] = useState<Warning | null>(null);
  const [base, setBase] = useState(record);
  const [conflict, setConflict] = useState<ResourceRow | null>(null);
  const [choice, setChoice] = useState<'mine' | 'theirs'>();
  const { errors, pending, submit, setErrors } = useFormSubmit();
  const formRef = useRef<HTMLDivElement>(null);
  useFormChanged(!sameValues(values, saved));

  const set = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ fieldErrors: { [name]: _cleared, ...rest }, message }) => ({
      fieldErrors: rest,
      message,
    }));
    // A changed name, birth or phone is someone else: the warning goes, and is asked again.
    if ((IDENTITY as readonly string[]).includes(name)) setWarning(null);
  };

  const identityChanged = () =>
    mode === 'create' ||
    IDENTITY.some((name) => (values[name] ?? null) !== (initial[name] ?? null));

  async function save(on: ResourceRow | undefined, confirmed: boolean) {
    const problems = checkValues(resource, values, mode);
    if (Object.keys(problems).length > 0) {
      setErrors({ fieldErrors: problems, message: null });
      return;
    }
    await submit(null, async ({ idempotencyKey }) => {
      const person = {
        id: record?.id ?? null,
        name: String(values.name ?? ''),
        dateOfBirth: (values.date_of_birth as string | null) ?? null,
        phone: (values.phone as string | null) ?? null,
      };
      if (!confirmed && identityChanged()) {
        const matches = await findLikelyDuplicates(client, person);
        if (matches.length) {
          setWarning({ matches, sentences: [] });
          return;
        }
      }
      const { duplicate_confirmed: _stored, ...body } = requestBody(resource, values, mode);
      const sent = confirmed ? { ...body, duplicate_confirmed: true } : body;
      let answer: ResourceRow;
      try {
        answer =
          mode === 'create'
            ? await saveRecord(client, resource, sent, { idempotencyKey })
            : await saveRecord(client, resource, sent, {
                id: record?.id as number,
                version: recordVersion(on),
              });
      } catch (error) {
        const current = mode === 'update' ? conflictRecord(resource, error) : null;
        setConflict(current);
        setChoice(undefined);
        if (current) return;
        if (error instanceof ValidationError && error.fieldErrors.duplicate_confirmed) {
          // Registered meanwhile, or found by the server alone: show who, from the server.
          const matches = await findLikelyDuplicates(client, person).catch(() => []);
          setWarning({ matches, sentences: [error.fieldErrors.duplicate_confirmed] });
          return;
        }
        throw error;
      }
      setConflict(null);
      setWarning(null);
      setSaved(values);
      store.setFormChanged(false);
      await revalidate(answer.id, answer);
      toast(mode === 'create' ? 'Beneficiary registered.' : 'Beneficiary saved.', 'positive');
      void navigate(pathFor('view-beneficiary', { id: answer.id }));
    });
  }

  const differing = conflict ? conflictFields(resource, values, conflict, record) : [];
  const cancelHref = record
    ? pathFor('view-beneficiary', { id: record.id })
    : pathFor('beneficiaries');
  return (
    <>
      {conflict && (
        <ConflictPanel
          title="This beneficiary was changed by someone else"
          headingLevel={3}
          fields={differing}
          changedAt={conflict.updated_at}
          timeZone="UTC"
          pending={choice}
          onKeepMine={() => {
            setChoice('mine');
            setBase(conflict);
            void save(conflict, false);
          }}
          onTakeTheirs={() => {
            const theirs = recordValues(resource, conflict);
            setBase(conflict);
            setValues(theirs);
            setSaved(theirs);
            setErrors({ fieldErrors: {}, message: null });
            setConflict(null);
          }}
        />
      )}
      <div ref={formRef} className={screen.page}>
        <Form
          validationBehavior="aria"
          message={errors.message ?? undefined}
          aria-label={mode === 'create' ? 'New beneficiary' : 'Edit beneficiary'}
          onSubmit={(event) => {
            event.preventDefault();
            void save(base, false);
          }}
        >
          <fieldset className={screen.formGrid}>
            {FIELDS.map((name) => {
              const field = resource.fields[name];
              if (!field) return null;
              const stored = field.type === 'file' ? record?.[name] : null;
              return (
                <FieldInput
                  key={name}
                  name={name}
                  field={field}
                  value={values[name] ?? null}
                  onChange={(value) => set(name, value)}
                  error={errors.fieldErrors[name]}
                  referenceLabel={record?.labels[name] ?? null}
                  storedFile={isStoredFile(stored) ? stored : null}
                  className={name === 'address' || name === 'id_document' ? screen.wide : undefined}
                />
              );
            })}
          </fieldset>
          {warning && (
            <DuplicateWarning
              matches={warning.matches}
              sentences={warning.sentences}
              pending={pending}
              onSaveAnyway={() => void save(base, true)}
              onChangeDetails={() => {
                setWarning(null);
                formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
              }}
            />
          )}
          {!warning && (
            <div className={screen.formActions}>
              <Button type="submit" isPending={pending}>
                {mode === 'create' ? 'Register beneficiary' : 'Save changes'}
              </Button>
              <Link href={cancelHref} variant="standalone">
                Cancel
              </Link>
            </div>
          )}
        </Form>
      </div>
    </>
  );
}

/** `/beneficiaries/new-beneficiary`: registers someone. */
export function NewBeneficiaryScreen() {
  return (
    <section className={screen.page} aria-labelledby="beneficiary-form-heading">
      <h2 id="beneficiary-form-heading" className={screen.heading}>
        Register a beneficiary
      </h2>
      <BeneficiaryForm mode="create" />
    </section>
  );
}

/** `/beneficiaries/:id/edit-beneficiary`: changes a registration (modify_beneficiaries). */
export function EditBeneficiaryScreen() {
  const id = useRecordId();
  const answer = useRecord(resource, id);
  const permissions = useAppState((state) => state.user?.permissions);
  const waiting = recordLoadState(id, answer, resource.singular);
  if (waiting || !answer.data || id === null) return waiting;
  const record = answer.data;
  return (
    <section className={screen.page} aria-labelledby="beneficiary-form-heading">
      <h2 id="beneficiary-form-heading" className={screen.heading}>
        {String(record.name)}
      </h2>
      {hasPermission(permissions, resource.permissions.update) && (
        <BeneficiaryForm key={record.id} mode="update" record={record} />
      )}
    </section>
  );
}
