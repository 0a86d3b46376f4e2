import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const icon = style({
  color: vars.color.info,
  selectors: {
    '[data-variant="destructive"] &': { color: vars.color.critical },
  },
});
