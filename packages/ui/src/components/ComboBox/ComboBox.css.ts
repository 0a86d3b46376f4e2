import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});
