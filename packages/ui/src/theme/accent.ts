import { assignInlineVars } from '@vanilla-extract/dynamic';
import { darkColors } from './palettes';
import { vars } from './vars.css';

export type ColorScheme = 'light' | 'dark';

/** The accent and the shades derived from it, as CSS colours. */
export interface AccentShades {
  accent: string;
  accentHover: string;
  accentSoft: string;
  focusRing: string;
}

type Rgb = readonly [number, number, number];

/** The dark theme's surface, which the dark soft tint is mixed towards. */
const DARK_SURFACE = darkColors.surface;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** `#rgb` or `#rrggbb` as channels, or null for any other notation. */
export function parseHex(color: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3
      ? [...match[1]].map((digit) => digit + digit).join('')
      : (match[1] as string);
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** As CSS `color-mix(in srgb, a share, b)`: each channel weighted in sRGB. */
function mix(a: Rgb, share: number, b: Rgb): Rgb {
  return a.map((c, i) => c * share + (b[i] as number) * (1 - share)) as unknown as Rgb;
}

/** WCAG relative luminance. */
export function luminance(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The shades of a brand colour for a colour scheme. Brand colours are dark enough for white
 * text in the light theme, where the hover darkens and the soft tint is mostly white. On the
 * dark theme's dark surfaces the same colour would vanish, so there the accent is a light tint
 * of it (dark text on it, as the dark theme's own accent), the hover lighter still, and the
 * soft tint a little of the colour on the dark surface.
 */
export function accentShades(accent: string, scheme: ColorScheme = 'light'): AccentShades {
  const rgb = parseHex(accent);
  if (!rgb) {
    // Any other CSS colour: let the browser mix it.
    return scheme === 'light'
      ? {
          accent,
          accentHover: `color-mix(in srgb, ${accent} 80%, black)`,
          accentSoft: `color-mix(in srgb, ${accent} 12%, white)`,
          focusRing: accent,
        }
      : {
          accent: `color-mix(in srgb, ${accent} 40%, white)`,
          accentHover: `color-mix(in srgb, ${accent} 28%, white)`,
          accentSoft: `color-mix(in srgb, ${accent} 30%, ${DARK_SURFACE})`,
          focusRing: `color-mix(in srgb, ${accent} 28%, white)`,
        };
  }
  if (scheme === 'light') {
    return {
      accent: toHex(rgb),
      accentHover: toHex(mix(rgb, 0.8, BLACK)),
      accentSoft: toHex(mix(rgb, 0.12, WHITE)),
      focusRing: toHex(rgb),
    };
  }
  return {
    accent: toHex(mix(rgb, 0.4, WHITE)),
    accentHover: toHex(mix(rgb, 0.28, WHITE)),
    accentSoft: toHex(mix(rgb, 0.3, parseHex(DARK_SURFACE)!)),
    focusRing: toHex(mix(rgb, 0.28, WHITE)),
  };
}

/**
 * Inline style that switches the accent to a brand's colour at run time, for the theme in use
 * (light by default). Pass the scheme of the theme class around the element: light shades on
 * the dark theme put dark text on a dark accent. The app puts it on the shell's root.
 */
export function accentStyle(
  accent: string | undefined,
  scheme: ColorScheme = 'light',
): Record<string, string> {
  if (!accent) return {};
  const shades = accentShades(accent, scheme);
  return assignInlineVars({
    [vars.color.accent]: shades.accent,
    [vars.color.focusRing]: shades.focusRing,
    [vars.color.accentHover]: shades.accentHover,
    [vars.color.accentSoft]: shades.accentSoft,
  });
}
