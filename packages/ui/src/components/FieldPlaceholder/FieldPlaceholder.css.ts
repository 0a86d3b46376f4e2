import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The empty control: a field's border on a quieter surface, so it reads as "not ready yet". */
export const box = style({
  background: vars.color.surfaceSunken,
  borderColor: vars.color.border,
});
