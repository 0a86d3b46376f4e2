import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const trigger = uiStyle({
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInlineEnd: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-pressed]': { background: vars.color.surfaceSunken },
  },
});

export const value = uiStyle({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const adornment = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});
