import { ApiError, useApiClient } from '@backoffice/api-client';
import {
  MESSAGES,
  type ResourceDefinition,
  UNDO_SECONDS,
  type UndoOffer,
} from '@backoffice/contract';
import { useCallback } from 'react';
import { useResourceRefresh } from '../bulk/useResourceRefresh';
import { useToast } from './toast';
import { undoChange } from './undoApi';

/** Shows a change's toast; with an undo token (or offer) it carries Undo. */
export type OfferUndo = (message: string, undo: string | UndoOffer | null | undefined) => void;

/** Why an undo was refused, in the server's words when it gave a reason. */
function refusal(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
    return error.message || MESSAGES.general;
  }
  return MESSAGES.general;
}

/**
 * The toast of a change the server can undo: "Sale deleted." with an Undo button for
 * `UNDO_SECONDS`. Undo posts the token; then "Restored." (a delete) or "Undone." (an action)
 * and the resource's lists and record are fetched again, or the server's sentence (the record
 * was changed again, it is too late) as an error. Without a token the toast is a plain one.
 */
export function useUndoToast(resource: ResourceDefinition): OfferUndo {
  const client = useApiClient();
  const toast = useToast();
  const refresh = useResourceRefresh(resource);

  const undo = useCallback(
    async (token: string) => {
      try {
        const result = await undoChange(client, token);
        await refresh([result.id]);
        toast(result.change === 'deleted' ? 'Restored.' : 'Undone.', 'positive');
      } catch (error) {
        toast(refusal(error));
      }
    },
    [client, toast, refresh],
  );

  return useCallback<OfferUndo>(
    (message, offer) => {
      const token = typeof offer === 'string' ? offer : (offer?.token ?? null);
      if (!token) {
        toast(message, 'positive');
        return;
      }
      toast(message, 'positive', {
        timeout: UNDO_SECONDS * 1000,
        action: { label: 'Undo', onAction: () => void undo(token) },
      });
    },
    [toast, undo],
  );
}
