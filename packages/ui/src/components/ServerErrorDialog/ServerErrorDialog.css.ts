import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const dialog = style({
  borderTop: `${vars.space.xs} solid ${vars.color.critical}`,
});

export const title = style({
  color: vars.color.critical,
});

export const message = style({
  margin: 0,
  lineHeight: vars.lineHeight.normal,
});
