/** The layout of the expense screens. */
import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: '36rem',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const badges = style({ display: 'inline-flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A due date already past on an unpaid expense. */
export const overdue = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const figures = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const figure = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const alert = style({ color: vars.color.critical, margin: 0 });
