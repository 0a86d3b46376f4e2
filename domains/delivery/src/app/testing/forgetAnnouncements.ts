/**
 * Empties react-aria's live announcer. An action's dialog announces with a reference to an
 * element of its own; once the dialog has closed the announcement points at nothing, which an
 * axe check run right then reports though no one hears it. Stories call this after a dialog.
 */
export function forgetAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}
