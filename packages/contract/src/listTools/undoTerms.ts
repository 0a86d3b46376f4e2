/** Undo's window, the header that carries a delete's undo token, and the undo's address. */

/** How long the app offers Undo. */
export const UNDO_SECONDS = 10;
/** Extra seconds the server still takes an undo, for a click in the last moment. */
export const UNDO_GRACE_SECONDS = 5;
/** The header of a delete's answer that carries its undo token. */
export const UNDO_TOKEN_HEADER = 'Undo-Token';

export function undoPath(token: string): string {
  return `/api/undo/${encodeURIComponent(token)}`;
}
