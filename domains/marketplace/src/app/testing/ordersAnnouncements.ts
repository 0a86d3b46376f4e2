/**
 * Empties react-aria's live announcer. An action's dialog announces with a reference to an
 * element of its own; once the dialog has closed the announcement points at nothing (an empty
 * `role="img"` labelled by a gone element), which an axe check run right then reports though no
 * one hears it. Stories call this after a dialog.
 */
export function forgetAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
  for (const stale of document.querySelectorAll('[role="img"][aria-labelledby]:empty')) {
    const ids = stale.getAttribute('aria-labelledby')?.split(' ') ?? [];
    if (ids.every((id) => !document.getElementById(id))) stale.remove();
  }
}
