import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const input = uiStyle({
  gap: 0,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'text',
});

export const segment = uiStyle({
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
