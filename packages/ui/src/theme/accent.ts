import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './vars.css';

/**
 * Inline style that switches the accent to a brand's colour at run time. The app puts it on the
 * shell's root; the hover and soft shades are derived with color-mix so one colour is enough.
 */
export function accentStyle(accent: string | undefined): Record<string, string> {
  if (!accent) return {};
  return assignInlineVars({
    [vars.color.accent]: accent,
    [vars.color.focusRing]: accent,
    [vars.color.accentHover]: `color-mix(in srgb, ${accent} 80%, black)`,
    [vars.color.accentSoft]: `color-mix(in srgb, ${accent} 12%, white)`,
  });
}
