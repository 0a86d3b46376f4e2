import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const current = style({
  display: 'inline-block',
  verticalAlign: 'bottom',
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.regular,
});

export const itemNote = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
