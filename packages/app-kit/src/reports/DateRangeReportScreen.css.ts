import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  '@media': { print: { display: 'none' } },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
});
