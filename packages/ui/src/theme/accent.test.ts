import { describe, expect, it } from 'vitest';
import { accentShades, accentStyle, contrastRatio } from './accent';
import { darkColors as DARK, lightColors as LIGHT } from './palettes';

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

describe('accentShades', () => {
  it.each(BRAND_COLOURS)('keeps AA contrast for %s in the light theme', (colour) => {
    const shades = accentShades(colour, 'light');
    expect(shades.accent).toBe(colour);
    expect(contrastRatio(LIGHT.textOnAccent, shades.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(LIGHT.textOnAccent, shades.accentHover)).toBeGreaterThanOrEqual(4.5);
    // Links and the selected tab: accent text on every ground of the page.
    for (const ground of [LIGHT.background, LIGHT.surface, LIGHT.surfaceSunken]) {
      expect(contrastRatio(shades.accent, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades.accentHover, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades.focusRing, ground)).toBeGreaterThanOrEqual(3);
    }
    // The current menu entry: accent text on the soft tint; avatars and selected rows: text.
    expect(contrastRatio(shades.accent, shades.accentSoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(LIGHT.text, shades.accentSoft)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(BRAND_COLOURS)('keeps AA contrast for %s in the dark theme', (colour) => {
    const shades = accentShades(colour, 'dark');
    expect(contrastRatio(DARK.textOnAccent, shades.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(DARK.textOnAccent, shades.accentHover)).toBeGreaterThanOrEqual(4.5);
    for (const ground of [DARK.background, DARK.surface, DARK.surfaceRaised, DARK.surfaceSunken]) {
      expect(contrastRatio(shades.accent, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades.accentHover, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades.focusRing, ground)).toBeGreaterThanOrEqual(3);
    }
    expect(contrastRatio(shades.accent, shades.accentSoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(DARK.text, shades.accentSoft)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(BRAND_COLOURS)('keeps the dark soft tint of %s close to the dark surface', (colour) => {
    // Mixed towards the dark surface, not white: the dark theme's text stays readable on it.
    const { accentSoft } = accentShades(colour, 'dark');
    expect(contrastRatio(accentSoft, DARK.surface)).toBeLessThan(1.6);
  });

  it('mixes in sRGB as color-mix does', () => {
    expect(accentShades('#000', 'light')).toEqual({
      accent: '#000000',
      accentHover: '#000000',
      accentSoft: '#e0e0e0',
      focusRing: '#000000',
    });
    expect(accentShades('#ff0000', 'dark').accent).toBe('#ff9999');
    // 30 % black, 70 % of the dark surface #1a2029.
    expect(accentShades('#000000', 'dark').accentSoft).toBe('#12161d');
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
