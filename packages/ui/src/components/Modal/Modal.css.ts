import { keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.sm})` } });

export const overlay = uiStyle({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  selectors: {
    '&:has([data-size="fullscreen"])': { padding: 0 },
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

export const modal = uiStyle({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-size="sm"]': { maxWidth: `calc(${vars.space.xxl} * 8)` },
    '&[data-size="md"]': { maxWidth: `calc(${vars.space.xxl} * 11)` },
    '&[data-size="lg"]': { maxWidth: `calc(${vars.space.xxl} * 16)` },
    // The full-screen variant covers the viewport, for blocking waits and small screens.
    '&[data-size="fullscreen"]': {
      maxWidth: 'none',
      height: '100%',
      borderRadius: 0,
      border: 'none',
    },
    '&[data-entering]': { animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});
