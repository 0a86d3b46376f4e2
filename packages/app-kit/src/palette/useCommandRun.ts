import { ApiError, useApiClient } from '@backoffice/api-client';
import type { ActionDefinition, ResourceDefinition, UndoOffer } from '@backoffice/contract';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useResourceRegistry } from '../registry/ResourceRegistryContext';
import { resourceKeys, useResourceRevalidation } from '../resources/api/resourceApi';
import { actionDoneMessage } from '../resources/components/ActionInputFields';
import { recordVersion } from '../resources/lib/conflict';
import type { FormValues, ResourceRow } from '../resources/lib/formValues';
import { capitalise, routesOf } from '../resources/lib/resourceRoutes';
import { deleteUndoable, runUndoableAction } from '../toast/undoApi';
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
  const { mutate } = useSWRConfig();

  async function act(name: string, action: ActionDefinition, values: FormValues): Promise<void> {
    let undo: UndoOffer | null;
    try {
      const target = { id: record.id, version: recordVersion(record) };
      const answer = await runUndoableAction(client, resource, target, name, values);
      undo = answer.undo;
      await revalidate(record.id, answer.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void mutate(resourceKeys.record(resource, record.id));
      }
      throw error;
    }
    offerUndo(actionDoneMessage(resource, action), undo);
  }

  async function remove(): Promise<void> {
    const undo = await deleteUndoable(client, resource, record.id);
    await revalidate(record.id, undefined);
    offerUndo(`${capitalise(resource.singular)} deleted.`, undo);
    void navigate(registry.pathFor(routesOf(resource, registry).list));
  }

  return { act, remove };
}
