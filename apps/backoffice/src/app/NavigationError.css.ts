import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  minHeight: '100vh',
  padding: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const button = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: 'none',
  color: vars.color.textOnAccent,
  background: vars.color.accent,
  cursor: 'pointer',
});
