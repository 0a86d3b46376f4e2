import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const textArea = style({
  display: 'block',
  minHeight: `calc(${vars.space.xxl} + ${vars.space.xl})`,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&[data-disabled]': { resize: 'none' },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const counter = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-full]': { color: vars.color.critical },
  },
});
