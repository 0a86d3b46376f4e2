import { createThemeContract } from '@vanilla-extract/css';
import type { ThemeTokens } from './tokens';

const nullTokens = (shape: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [
      k,
      typeof v === 'object' && v ? nullTokens(v as Record<string, unknown>) : null,
    ]),
  );

const shape: ThemeTokens = {
  color: {
    background: '',
    surface: '',
    surfaceRaised: '',
    surfaceSunken: '',
    border: '',
    borderStrong: '',
    text: '',
    textMuted: '',
    textOnAccent: '',
    accent: '',
    accentHover: '',
    accentSoft: '',
    focusRing: '',
    info: '',
    infoSoft: '',
    critical: '',
    criticalHover: '',
    criticalSoft: '',
    positive: '',
    positiveSoft: '',
    caution: '',
    cautionSoft: '',
    overlay: '',
  },
  font: { body: '', mono: '' },
  fontSize: { xs: '', sm: '', md: '', lg: '', xl: '', xxl: '', display: '' },
  fontWeight: { regular: '', medium: '', bold: '' },
  lineHeight: { tight: '', normal: '' },
  space: { none: '', xxs: '', xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
  radius: { sm: '', md: '', lg: '', full: '' },
  shadow: { sm: '', md: '', lg: '' },
  motion: { fast: '', normal: '', slow: '', easing: '' },
  zIndex: { sticky: '', dropdown: '', overlay: '', modal: '', toast: '', tooltip: '' },
};

/** The theme contract: the only way components reach colours, sizes and layers. */
export const vars = createThemeContract(
  nullTokens(shape as unknown as Record<string, unknown>) as unknown as {
    [G in keyof ThemeTokens]: { [K in keyof ThemeTokens[G]]: null };
  },
);
