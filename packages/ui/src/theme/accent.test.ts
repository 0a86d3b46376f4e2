import { describe, expect, it } from 'vitest';
import { accentShades, accentStyle, contrastRatio } from './accent';

/** The brands' colours as the app sets them (apps/backoffice/src/config/brands.ts). */
const BRAND_COLOURS = [
  '#115e59',
  '#92400e',
  '#6d28d9',
  '#be123c',
  '#1d4ed8',
  '#3f6212',
  '#9d174d',
  '#9a3412',
  '#075985',
];

/** The themes' fixed colours the accent meets (themes.css.ts). */
const LIGHT = { surface: '#ffffff', textOnAccent: '#ffffff' };
const DARK = {
  background: '#11151c',
  surface: '#1a2029',
  surfaceRaised: '#222a35',
  textOnAccent: '#0b1220',
};

describe('accentShades', () => {
  it.each(BRAND_COLOURS)('keeps AA contrast for %s in the light theme', (colour) => {
    const shades = accentShades(colour, 'light');
    expect(shades.accent).toBe(colour);
    expect(contrastRatio(LIGHT.textOnAccent, shades.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(LIGHT.textOnAccent, shades.accentHover)).toBeGreaterThanOrEqual(4.5);
    // The current menu entry: accent text on the soft tint.
    expect(contrastRatio(shades.accent, shades.accentSoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shades.focusRing, LIGHT.surface)).toBeGreaterThanOrEqual(3);
  });

  it.each(BRAND_COLOURS)('keeps AA contrast for %s in the dark theme', (colour) => {
    const shades = accentShades(colour, 'dark');
    expect(contrastRatio(DARK.textOnAccent, shades.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(DARK.textOnAccent, shades.accentHover)).toBeGreaterThanOrEqual(4.5);
    for (const ground of [DARK.background, DARK.surface, DARK.surfaceRaised]) {
      expect(contrastRatio(shades.accent, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades.focusRing, ground)).toBeGreaterThanOrEqual(3);
    }
    expect(contrastRatio(shades.accent, shades.accentSoft)).toBeGreaterThanOrEqual(4.5);
  });

  it('mixes in sRGB as color-mix does', () => {
    expect(accentShades('#000', 'light')).toEqual({
      accent: '#000000',
      accentHover: '#000000',
      accentSoft: '#e0e0e0',
      focusRing: '#000000',
    });
    expect(accentShades('#ff0000', 'dark').accent).toBe('#ff9999');
  });

  it('lets the browser mix colours given in another notation', () => {
    expect(accentShades('rebeccapurple', 'dark').accent).toBe(
      'color-mix(in srgb, rebeccapurple 40%, white)',
    );
  });
});

describe('accentStyle', () => {
  it('sets the four accent variables, and nothing without a colour', () => {
    expect(accentStyle(undefined)).toEqual({});
    const light = Object.values(accentStyle('#115e59'));
    expect(light).toHaveLength(4);
    expect(light).toContain('#115e59');
    const dark = Object.values(accentStyle('#115e59', 'dark'));
    expect(dark).toContain(accentShades('#115e59', 'dark').accent);
    expect(dark).not.toContain('#115e59');
  });
});

describe('contrastRatio', () => {
  it('answers the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });
});
