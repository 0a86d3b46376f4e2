import { keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(calc(${vars.space.xs} * -1))` },
});

export const popover = uiStyle({
  zIndex: vars.zIndex.dropdown,
  minWidth: `calc(${vars.space.xxl} * 4)`,
  maxWidth: `calc(100vw - ${vars.space.md} * 2)`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

export const menu = uiStyle({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const item = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.space.xxs} ${vars.color.focusRing}` },
    '&[data-pressed]': { background: vars.color.accentSoft },
    '&[data-variant="danger"]': { color: vars.color.critical },
    '&[data-variant="danger"][data-focused]': { background: vars.color.criticalSoft },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const itemIcon = uiStyle({
  fontSize: vars.fontSize.md,
  color: 'inherit',
  flexShrink: 0,
});

export const itemText = uiStyle({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const check = uiStyle({
  marginLeft: 'auto',
  color: vars.color.accent,
  fontSize: vars.fontSize.md,
  flexShrink: 0,
});

export const checkSpace = uiStyle({
  marginLeft: 'auto',
  width: vars.fontSize.md,
  flexShrink: 0,
});

export const section = uiStyle({
  selectors: {
    '& + &': { marginTop: vars.space.xs },
  },
});

export const sectionHeader = uiStyle({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = uiStyle({
  height: '1px',
  margin: `${vars.space.xs} ${vars.space.none}`,
  border: 'none',
  background: vars.color.border,
});
