import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const adornment = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});
