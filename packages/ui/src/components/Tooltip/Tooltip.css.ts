import { keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

const appear = keyframes({ from: { opacity: 0 } });

export const tooltip = uiStyle({
  zIndex: vars.zIndex.tooltip,
  maxWidth: `calc(${vars.space.xxl} * 6)`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  // Inverted colours: the tooltip stands apart from the surface in both themes.
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

export const arrow = uiStyle({
  display: 'block',
  width: vars.space.sm,
  height: vars.space.sm,
  fill: vars.color.text,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
