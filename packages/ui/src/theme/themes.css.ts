import { createTheme } from '@vanilla-extract/css';
import { uiGlobalStyle } from './layer.css';
import { darkColors, lightColors } from './palettes';
import { sharedTokens } from './shared';
import { vars } from './vars.css';

/** Light theme; the accent is overridden per brand at run time (see `accentStyle`). */
export const lightTheme = createTheme(vars, {
  ...sharedTokens,
  color: lightColors,
  shadow: {
    sm: '0 1px 2px rgba(15, 20, 30, 0.08)',
    md: '0 4px 12px rgba(15, 20, 30, 0.12)',
    lg: '0 12px 32px rgba(15, 20, 30, 0.18)',
  },
});

export const darkTheme = createTheme(vars, {
  ...sharedTokens,
  color: darkColors,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});

uiGlobalStyle(`${lightTheme}, ${darkTheme}`, {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/** Motion is opt-in: people who ask for reduced motion get none. */
uiGlobalStyle(`${lightTheme} *, ${darkTheme} *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
