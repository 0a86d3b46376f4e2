/**
 * Empties react-aria's live announcer. A number field announces its value with a reference to
 * itself; once its dialog has closed the announcement points at nothing, which an axe check run
 * right then reports though no one hears it. Stories call this after closing a dialog.
 */
export function forgetAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}
