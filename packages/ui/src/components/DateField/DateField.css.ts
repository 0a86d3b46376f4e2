import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const input = style({
  gap: 0,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'text',
});

export const segment = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});
