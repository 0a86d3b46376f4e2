import { useApiClient } from '@backoffice/api-client';
import type { ResourceDefinition } from '@backoffice/contract';
import { useNavigate } from 'react-router-dom';
import { useResourceRegistry } from '../registry/ResourceRegistryContext';
import { useResourceRevalidation } from '../resources/api/resourceApi';
import { useRecordAction } from '../resources/components/RecordActions';
import type { ResourceRow } from '../resources/lib/formValues';
import { capitalise, routesOf } from '../resources/lib/resourceRoutes';
import { deleteUndoable } from '../toast/undoApi';
import { useUndoToast } from '../toast/useUndoToast';

/**
 * Runs the palette's commands on a record as its page does: an action with its input and the
 * record's version, or the delete (then the list opens, since the page is gone). The record and
 * its lists are fetched again and the toast offers Undo when the server can undo the change. A
 * refusal is thrown for the step to show; a 409 first refetches the record as it now is.
 */
export function useCommandRun(resource: ResourceDefinition, record: ResourceRow) {
  const client = useApiClient();
  const registry = useResourceRegistry();
  const navigate = useNavigate();
  const offerUndo = useUndoToast(resource);
  const revalidate = useResourceRevalidation(resource);
  const act = useRecordAction(resource, record);

  async function remove(): Promise<void> {
    const undo = await deleteUndoable(client, resource, record.id);
    await revalidate(record.id, undefined);
    offerUndo(`${capitalise(resource.singular)} deleted.`, undo);
    void navigate(registry.pathFor(routesOf(resource, registry).list));
  }

  return { act, remove };
}
