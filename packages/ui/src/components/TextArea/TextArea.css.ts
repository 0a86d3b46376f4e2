import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const textArea = uiStyle({
  display: 'block',
  minHeight: `calc(${vars.space.xxl} + ${vars.space.xl})`,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&[data-disabled]': { resize: 'none' },
  },
});

export const footer = uiStyle({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const counter = uiStyle({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-full]': { color: vars.color.critical },
  },
});
