import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: '40rem',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
