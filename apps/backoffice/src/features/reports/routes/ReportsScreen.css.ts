import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.md,
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent, color: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const empty = style({ color: vars.color.textMuted });
