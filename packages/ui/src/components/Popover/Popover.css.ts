import { keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

const appear = keyframes({ from: { opacity: 0, transform: `scale(0.97)` } });

export const popover = uiStyle({
  zIndex: vars.zIndex.dropdown,
  maxWidth: `calc(100vw - ${vars.space.md} * 2)`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

export const arrow = uiStyle({
  display: 'block',
  width: vars.space.md,
  height: vars.space.md,
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
