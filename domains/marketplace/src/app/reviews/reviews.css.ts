import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md });

export const stars = style({ color: vars.color.caution, letterSpacing: '0.1em' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const body = style({ margin: 0, whiteSpace: 'pre-line' });

export const reply = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  background: vars.color.surfaceSunken,
});

export const replyBy = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const hidden = style({ margin: 0, color: vars.color.critical });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const replyText = style({ margin: 0 });
