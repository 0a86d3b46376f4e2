import { keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.accent,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-size="sm"]': { fontSize: vars.fontSize.md },
    '&[data-size="md"]': { fontSize: vars.space.lg },
    '&[data-size="lg"]': { fontSize: vars.space.xxl },
  },
});

export const ring = uiStyle({
  display: 'block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `0.125em solid ${vars.color.border}`,
  borderTopColor: 'currentColor',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // Without motion the ring still reads as "busy": a static three-quarter arc.
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      borderRightColor: 'currentColor',
      borderBottomColor: 'currentColor',
    },
  },
});

export const text = uiStyle({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
