import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  minHeight: '100vh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: '32rem' });

export const home = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-hovered]': { background: vars.color.accentHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
