import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const dialog = style({
  borderTop: `${vars.space.xs} solid ${vars.color.caution}`,
});
