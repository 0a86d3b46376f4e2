import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const icon = uiStyle({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  width: '1em',
  height: '1em',
  selectors: {
    // `inherit` keeps the text size around it, so icons line up with labels.
    '&[data-size="sm"]': { fontSize: vars.fontSize.md },
    '&[data-size="md"]': { fontSize: vars.fontSize.xl },
    '&[data-size="lg"]': { fontSize: vars.fontSize.xxl },
    '&[data-size="xl"]': { fontSize: vars.space.xl },
  },
});
