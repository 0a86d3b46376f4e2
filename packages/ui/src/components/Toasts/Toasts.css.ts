import { keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';
import { TOAST_CLOSE_MS } from './timings';

const slideIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.sm})` } });
const fadeOut = keyframes({ to: { opacity: 0, transform: `translateX(${vars.space.md})` } });

export const region = uiStyle({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  gap: vars.space.sm,
  right: vars.space.md,
  width: `min(calc(${vars.space.xxl} * 8), calc(100vw - 2 * ${vars.space.md}))`,
  outline: 'none',
  selectors: {
    // Newest toast nearest the corner.
    '&[data-placement="bottom-right"]': { bottom: vars.space.md, flexDirection: 'column' },
    '&[data-placement="top-right"]': { top: vars.space.md, flexDirection: 'column-reverse' },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.color.focusRing}`,
      borderRadius: vars.radius.md,
    },
  },
});

export const toast = uiStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: vars.space.xs,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  outline: 'none',
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-tone="neutral"]': { borderLeftColor: vars.color.borderStrong },
    '&[data-tone="info"]': { borderLeftColor: vars.color.info },
    '&[data-tone="positive"]': { borderLeftColor: vars.color.positive },
    '&[data-tone="caution"]': { borderLeftColor: vars.color.caution },
    '&[data-tone="critical"]': { borderLeftColor: vars.color.critical },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    // The closing phase lasts exactly as long as the queue waits before removing the toast.
    '&[data-closing]': {
      animation: `${fadeOut} ${TOAST_CLOSE_MS}ms ${vars.motion.easing} forwards`,
    },
  },
});

export const content = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = uiStyle({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const description = uiStyle({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const close = uiStyle({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

/** The toast's own button (Undo): a quiet text button in the accent colour. */
export const action = uiStyle({
  flexShrink: 0,
  alignSelf: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.accent,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSoft },
    '&[data-pressed]': { background: vars.color.accentSoft, borderColor: vars.color.accent },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});
