import { keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

/**
 * As wide as its container from the start: were it as wide as its content, the tiles would
 * widen when the logos arrive, and a pointer aimed at a tile could land beside it.
 */
export const root = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  gap: vars.space.sm,
  padding: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
  animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}`,
});

export const title = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = uiStyle({ margin: 0, color: vars.color.textMuted });

export const grid = uiStyle({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxl} * 3), 1fr))`,
  gap: vars.space.md,
  width: '100%',
  maxWidth: `calc(${vars.space.xxl} * 16)`,
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const tile = uiStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '4 / 3',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  outline: 'none',
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}, box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent, boxShadow: vars.shadow.md },
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    // Brands the user cannot enter stay visible for orientation, but faded and inert.
    '&[data-disabled]': { opacity: 0.35, cursor: 'not-allowed', boxShadow: 'none' },
    '&[data-member][data-disabled]': { opacity: 0.6, cursor: 'progress' },
  },
});

export const logo = uiStyle({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });
