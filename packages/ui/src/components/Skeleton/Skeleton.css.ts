import { createVar, keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

/** Set per use (width of a block, size of a circle); the component assigns them inline. */
export const widthVar = createVar();
export const heightVar = createVar();

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const root = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const shape = uiStyle({
  display: 'block',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  animation: `${pulse} 1.6s ${vars.motion.easing} infinite`,
  '@media': {
    // The pulse is the only motion here; without it the shapes still read as placeholders.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  selectors: {
    '&[data-shape="line"]': {
      height: '1em',
      width: widthVar,
      borderRadius: vars.radius.sm,
    },
    // The last line of a paragraph is shorter, as real text usually is.
    '&[data-shape="line"][data-last]': { width: `calc(${widthVar} * 0.6)` },
    '&[data-shape="block"]': { width: widthVar, height: heightVar, borderRadius: vars.radius.md },
    '&[data-shape="circle"]': {
      width: heightVar,
      height: heightVar,
      borderRadius: vars.radius.full,
      flexShrink: 0,
    },
  },
});

/** Text for screen readers only. */
export const visuallyHidden = uiStyle({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
