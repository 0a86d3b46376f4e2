/** Which of the saved views' dialogs is open. */
export type ViewDialog = 'save' | 'rename' | 'delete' | null;

/** A saved view's key in the views' menu: this, then its id. */
export const VIEW_KEY = 'view:';
