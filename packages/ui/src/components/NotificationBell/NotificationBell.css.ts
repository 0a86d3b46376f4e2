import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const bell = uiStyle({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** The pending dot sits on the bell's shoulder, ringed in the surface colour to stay visible. */
export const dot = uiStyle({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
