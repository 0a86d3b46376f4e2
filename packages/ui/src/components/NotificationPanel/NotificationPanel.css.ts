import { keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

const fade = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = uiStyle({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  justifyContent: 'flex-end',
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fade} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

export const panel = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: `calc(${vars.space.xxl} * 8)`,
  height: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${slideIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
    },
  },
});

export const dialog = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
  outline: 'none',
});

export const header = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = uiStyle({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const empty = uiStyle({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const list = uiStyle({
  flex: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
});

export const item = uiStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const itemText = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const itemTitle = uiStyle({ fontSize: vars.fontSize.sm });

export const link = uiStyle({
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const time = uiStyle({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
