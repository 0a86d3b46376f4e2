import type { ThemeTokens } from './tokens';

/**
 * The themes' colours, kept apart from `themes.css.ts` so that code outside a stylesheet (the
 * brand accent's shades and their contrast tests) reads the same values the themes use.
 */
export const lightColors: ThemeTokens['color'] = {
  background: '#f5f6f8',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eef0f3',
  border: '#d5d9e0',
  borderStrong: '#8a93a3',
  text: '#1b2230',
  textMuted: '#535d6e',
  textOnAccent: '#ffffff',
  accent: '#1f5fbf',
  accentHover: '#184c99',
  accentSoft: '#e3edfb',
  focusRing: '#1f5fbf',
  info: '#1d5fc2',
  infoSoft: '#e1ecfb',
  critical: '#c0262d',
  criticalHover: '#9c1f25',
  criticalSoft: '#fbe5e6',
  positive: '#1c7a3e',
  positiveSoft: '#e2f4e8',
  caution: '#8a5a00',
  cautionSoft: '#fdf1d9',
  overlay: 'rgba(15, 20, 30, 0.55)',
};

export const darkColors: ThemeTokens['color'] = {
  background: '#11151c',
  surface: '#1a2029',
  surfaceRaised: '#222a35',
  surfaceSunken: '#0d1117',
  border: '#323c4b',
  borderStrong: '#6b778a',
  text: '#e9edf3',
  textMuted: '#a7b1c0',
  textOnAccent: '#0b1220',
  accent: '#79a9f2',
  accentHover: '#9bc0f6',
  accentSoft: '#1d2c44',
  focusRing: '#9bc0f6',
  info: '#86b2f5',
  infoSoft: '#1c2b42',
  critical: '#ff8a8f',
  criticalHover: '#ffabae',
  criticalSoft: '#3d1d20',
  positive: '#6fd294',
  positiveSoft: '#173222',
  caution: '#f2c46b',
  cautionSoft: '#3a2d12',
  overlay: 'rgba(0, 0, 0, 0.65)',
};
