import { style } from '@vanilla-extract/css';

/** Long values scroll inside the input; the ellipsis shows there is more when it is not focused. */
export const input = style({
  textOverflow: 'ellipsis',
  selectors: { '&[data-focused]': { textOverflow: 'clip' } },
});
