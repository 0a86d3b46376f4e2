import type { ThemeTokens } from './tokens';

/** Tokens both themes share: type, spacing, radii, motion and layers. */
export const sharedTokens: Omit<ThemeTokens, 'color' | 'shadow'> = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    display: '3rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  motion: { fast: '150ms', normal: '250ms', slow: '500ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: {
    sticky: '10',
    dropdown: '100',
    overlay: '200',
    modal: '300',
    toast: '400',
    tooltip: '500',
  },
};
