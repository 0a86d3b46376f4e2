import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const root = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.text,
  selectors: {
    '&[data-size="sm"]': { padding: `${vars.space.md} ${vars.space.sm}` },
  },
});

export const icon = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xxl,
});

export const title = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  maxWidth: `calc(${vars.space.xxl} * 10)`,
  overflowWrap: 'anywhere',
});

export const description = uiStyle({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  maxWidth: `calc(${vars.space.xxl} * 10)`,
  overflowWrap: 'anywhere',
});

export const action = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
