import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const tabs = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = uiStyle({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="horizontal"]': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderRight: `1px solid ${vars.color.border}`,
      overflowX: 'visible',
    },
  },
});

export const tab = uiStyle({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.accent },
    // The selection bar sits on the list's border so the selected tab reads as connected.
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: '-1px',
      height: vars.space.xxs,
      background: vars.color.accent,
    },
    '[data-orientation="vertical"] &': { borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}` },
    '[data-orientation="vertical"] &[data-selected]::after': {
      left: 'auto',
      top: 0,
      bottom: 0,
      right: '-1px',
      width: vars.space.xxs,
      height: 'auto',
    },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.space.xxs} ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = uiStyle({
  outline: 'none',
  borderRadius: vars.radius.sm,
  flex: 1,
  minWidth: 0,
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.space.xxs} ${vars.color.focusRing}` },
  },
});
