/** The layout common's list pages share: the page, its toolbar, a muted note and an alert. */
import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const alert = style({ color: vars.color.critical, margin: 0 });
