import type { KeyboardEvent } from 'react';

/**
 * Escape inside one of the palette's steps (a confirmation, an action's input) goes back to the
 * search rather than closing the palette.
 */
export function escapeGoesBack(onBack: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    onBack();
  };
}
