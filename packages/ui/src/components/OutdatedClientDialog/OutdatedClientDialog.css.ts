import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const dialog = uiStyle({
  borderTop: `${vars.space.xs} solid ${vars.color.caution}`,
});
