import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const input = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
  },
});

export const steppers = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});
