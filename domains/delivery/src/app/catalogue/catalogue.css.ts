import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const narrowPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '40rem',
});

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const cancel = style({
  alignSelf: 'center',
  color: vars.color.textMuted,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const importLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-end',
  gap: vars.space.xs,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
