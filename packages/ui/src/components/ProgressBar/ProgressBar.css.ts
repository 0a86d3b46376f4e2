import { keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = uiStyle({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const label = uiStyle({
  fontWeight: vars.fontWeight.medium,
});

export const value = uiStyle({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = uiStyle({
  position: 'relative',
  overflow: 'hidden',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  // The track's edge shows on any background; in forced colours, where backgrounds are
  // dropped, the transparent outline draws it.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  outline: '1px solid transparent',
});

export const fill = uiStyle({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': { background: 'Highlight' },
  },
  selectors: {
    [`${root}[data-tone="positive"] &`]: { background: vars.color.positive },
    [`${root}[data-tone="critical"] &`]: { background: vars.color.critical },
  },
});

/** The moving band of a progress of unknown length; still under reduced motion. */
export const band = uiStyle({
  width: '40%',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  animation: `${slide} 1200ms ${vars.motion.easing} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
    '(forced-colors: active)': { background: 'Highlight' },
  },
});
