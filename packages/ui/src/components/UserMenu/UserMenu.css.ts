import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const trigger = uiStyle({
  position: 'relative',
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { boxShadow: `0 0 0 2px ${vars.color.border}` },
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const visuallyHidden = uiStyle({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
