import { hasPermission } from '@backoffice/access';
import { useApiClient } from '@backoffice/api-client';
import type { ResourceDefinition } from '@backoffice/contract';
import { useNavigate } from 'react-router-dom';
import { useAppState } from '../../state/AppStoreContext';
import { useToast } from '../../toast/toast';
import { saveRecord, useRecord, useResourceRevalidation } from '../api/resourceApi';
import { AuditTrail } from '../components/AuditTrail';
import { DeleteRecordButton } from '../components/DeleteRecordButton';
import { ResourceForm, type ResourceFormProps } from '../components/ResourceForm';
import { newRecordValues, type ResourceRow, recordValues } from '../lib/formValues';
import { capitalise, type ResourceLinks, useResourceRoutes } from '../lib/resourceRoutes';
import * as styles from '../resources.css';
import { recordLoadState } from './recordLoadState';
import { useRecordId } from './useRecordId';

/** Where a saved record is shown: its page when the resource has one, else the list. */
function afterSave({ routes, pathFor }: ResourceLinks, record: ResourceRow): string {
  return routes.detail ? pathFor(routes.detail, { id: record.id }) : pathFor(routes.list);
}

/** What a domain's screen may add to the generic form screens. */
export interface RecordFormScreenProps {
  resource: ResourceDefinition;
  /** What the typed values come to, shown above the buttons (see `ResourceForm`). */
  summary?: ResourceFormProps['summary'];
}

/** A new record of the resource. */
export function NewRecordScreen({ resource, summary }: RecordFormScreenProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const revalidate = useResourceRevalidation(resource);
  const links = useResourceRoutes(resource);
  const singular = capitalise(resource.singular);
  return (
    <section className={styles.page} aria-label={`New ${resource.singular}`}>
      <ResourceForm
        resource={resource}
        mode="create"
        initialValues={newRecordValues(resource)}
        submitLabel={`Create ${resource.singular}`}
        summary={summary}
        cancelHref={links.pathFor(links.routes.list)}
        onSubmit={async (body, idempotencyKey) => {
          const record = await saveRecord(client, resource, body, { idempotencyKey });
          await revalidate(record.id, record);
          return record;
        }}
        onSaved={(record) => {
          toast(`${singular} created.`, 'positive');
          void navigate(afterSave(links, record as ResourceRow));
        }}
      />
    </section>
  );
}

/**
 * Changes a record. A resource without a page of its own also shows the record's history and
 * its delete button here.
 */
export function EditRecordScreen({ resource, summary }: RecordFormScreenProps) {
  const id = useRecordId();
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const permissions = useAppState((state) => state.user?.permissions);
  const revalidate = useResourceRevalidation(resource);
  const answer = useRecord(resource, id);
  const links = useResourceRoutes(resource);
  const { routes, pathFor } = links;
  const waiting = recordLoadState(id, answer, resource.singular);
  if (waiting || !answer.data || id === null) return waiting;

  const record = answer.data;
  const title = String(record[resource.titleField] ?? `${resource.singular} ${record.id}`);
  const ownPage = routes.detail !== undefined;
  return (
    <section className={styles.page} aria-label={`Edit ${resource.singular} ${title}`}>
      <div className={styles.header}>
        <h2 className={styles.heading}>{title}</h2>
        {!ownPage && hasPermission(permissions, resource.permissions.delete) && (
          <DeleteRecordButton
            resource={resource}
            id={id}
            title={title}
            onDeleted={() => void navigate(pathFor(routes.list))}
          />
        )}
      </div>
      <ResourceForm
        // Keyed by the record alone: a refetch while editing must not wipe what was typed (the
        // version the form was opened at then meets the newer one as a 409).
        key={record.id}
        resource={resource}
        mode="update"
        record={record}
        initialValues={recordValues(resource, record)}
        submitLabel="Save changes"
        summary={summary}
        cancelHref={
          ownPage && routes.detail ? pathFor(routes.detail, { id }) : pathFor(routes.list)
        }
        onSubmit={async (body, _key, version) => {
          const saved = await saveRecord(client, resource, body, { id, version });
          await revalidate(id, saved);
          return saved;
        }}
        onSaved={(saved) => {
          toast(`${capitalise(resource.singular)} saved.`, 'positive');
          void navigate(afterSave(links, saved as ResourceRow));
        }}
      />
      {!ownPage && <AuditTrail resource={resource} id={id} />}
    </section>
  );
}
