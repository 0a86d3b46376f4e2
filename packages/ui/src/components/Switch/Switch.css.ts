import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const root = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const button = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[data-readonly]': { cursor: 'default' },
  },
});

const trackWidth = `calc(${vars.space.xl} + ${vars.space.xs})`;
const trackHeight = `calc(${vars.space.md} + ${vars.space.xs})`;
const thumbSize = vars.space.md;
const inset = `calc((${trackHeight} - ${thumbSize}) / 2)`;

export const track = uiStyle({
  position: 'relative',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${button}[data-selected] &`]: { background: vars.color.accent },
    [`${button}[data-pressed] &`]: { background: vars.color.text },
    [`${button}[data-selected][data-pressed] &`]: { background: vars.color.accentHover },
    [`${button}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    [`${button}[data-readonly] &`]: { opacity: 0.7 },
    [`${button}[data-disabled] &`]: { background: vars.color.border },
  },
});

export const thumb = uiStyle({
  position: 'absolute',
  top: inset,
  left: inset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${button}[data-selected] &`]: {
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - 2 * ${inset}))`,
    },
  },
});

export const details = uiStyle({
  paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})`,
});
