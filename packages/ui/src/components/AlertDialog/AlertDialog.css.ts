import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const heading = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const icon = uiStyle({
  color: vars.color.info,
  selectors: {
    '[data-variant="destructive"] &': { color: vars.color.critical },
  },
});
