import { ApiError, useApiClient } from '@backoffice/api-client';
import { MESSAGES, type ResourceDefinition } from '@backoffice/contract';
import { AlertDialog } from '@backoffice/ui/AlertDialog';
import { Button } from '@backoffice/ui/Button';
import { Icon } from '@backoffice/ui/Icon';
import { useState } from 'react';
import { useToast } from '../../toast/toast';
import { deleteUndoable } from '../../toast/undoApi';
import { useUndoToast } from '../../toast/useUndoToast';
import { useResourceRevalidation } from '../api/resourceApi';
import { capitalise } from '../lib/resourceRoutes';

export interface DeleteRecordButtonProps {
  resource: ResourceDefinition;
  id: number;
  title: string;
  /** Runs once the record is gone. */
  onDeleted: () => void;
}

/**
 * Deletes a record after asking. A refusal (409 while other records refer to it) keeps the
 * record and says why. When the server can undo the delete, its toast offers Undo.
 */
export function DeleteRecordButton({ resource, id, title, onDeleted }: DeleteRecordButtonProps) {
  const client = useApiClient();
  const toast = useToast();
  const offerUndo = useUndoToast(resource);
  const revalidate = useResourceRevalidation(resource);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        <Icon name="trash" />
        Delete
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        variant="destructive"
        title={`Delete ${title}?`}
        confirmLabel="Delete"
        onConfirm={async () => {
          let undo: string | null;
          try {
            undo = await deleteUndoable(client, resource, id);
          } catch (error) {
            toast(
              error instanceof ApiError && error.status === 409 ? error.message : MESSAGES.general,
            );
            throw error;
          }
          await revalidate(id, undefined);
          offerUndo(`${capitalise(resource.singular)} deleted.`, undo);
          onDeleted();
        }}
      >
        The {resource.singular} and its details are removed. Its history is kept.
      </AlertDialog>
    </>
  );
}
