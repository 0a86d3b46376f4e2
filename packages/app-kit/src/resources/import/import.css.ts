import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const reason = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cellError = style({
  display: 'block',
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
});

export const empty = style({ color: vars.color.textMuted, fontStyle: 'italic' });
