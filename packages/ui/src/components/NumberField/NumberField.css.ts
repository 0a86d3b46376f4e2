import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const input = uiStyle({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
  },
});

export const steppers = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});
