import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const form = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const message = uiStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const messageIcon = uiStyle({
  color: vars.color.critical,
  marginBlockStart: vars.space.xxs,
});
