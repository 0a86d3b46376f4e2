import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const dialog = uiStyle({
  borderTop: `${vars.space.xs} solid ${vars.color.critical}`,
});

export const title = uiStyle({
  color: vars.color.critical,
});

export const message = uiStyle({
  margin: 0,
  lineHeight: vars.lineHeight.normal,
});
