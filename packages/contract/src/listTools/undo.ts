/**
 * Undo that holds: a delete, or an action the definition marks `reversible`, is made on the server
 * at once and answers an undo token (the `Undo-Token` header of a delete's 204; `undo` beside
 * `data` in an action's answer). `POST /api/undo/{token}` undoes it on the server, within
 * `UNDO_SECONDS` (plus a little grace for the round trip), for the user who made the change,
 * once. A record changed again since answers 409 and says why; so does a late undo. Its window,
 * header and path are in `undoTerms.ts`, which needs no schema library.
 */
import { z } from 'zod';
import { timestampSchema } from '../schemas/common';

export const undoOfferSchema = z.object({
  token: z.string(),
  /** When the server stops taking the undo (the app offers it for `UNDO_SECONDS`). */
  expires_at: timestampSchema,
});
export type UndoOffer = z.infer<typeof undoOfferSchema>;

/** `POST /api/undo/{token}`: what was undone, and the record as it is again. */
export const undoResultSchema = z.object({
  /** The resource's name. */
  resource: z.string(),
  id: z.number().int(),
  /** `deleted`, or the action's name. */
  change: z.string(),
  record: z.record(z.string(), z.unknown()),
});
export type UndoResult = z.infer<typeof undoResultSchema>;
