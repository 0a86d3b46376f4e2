import { uiStyle } from '../../theme/layer.css';

/** Long values scroll inside the input; the ellipsis shows there is more when it is not focused. */
export const input = uiStyle({
  textOverflow: 'ellipsis',
  selectors: { '&[data-focused]': { textOverflow: 'clip' } },
});
