import { keyframes } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-size="sm"]': {
      fontSize: vars.fontSize.sm,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      minHeight: '2rem',
    },
    '&[data-size="md"]': {
      fontSize: vars.fontSize.md,
      padding: `${vars.space.sm} ${vars.space.md}`,
      minHeight: '2.5rem',
    },
    '&[data-size="lg"]': {
      fontSize: vars.fontSize.lg,
      padding: `${vars.space.sm} ${vars.space.lg}`,
      minHeight: '3rem',
    },
    '&[data-variant="primary"]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-variant="primary"][data-hovered]': { background: vars.color.accentHover },
    '&[data-variant="secondary"]': {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
    },
    '&[data-variant="secondary"][data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-variant="danger"]': { background: vars.color.critical, color: vars.color.textOnAccent },
    '&[data-variant="danger"][data-hovered]': { background: vars.color.criticalHover },
    '&[data-variant="ghost"]': { background: 'transparent', color: vars.color.text },
    '&[data-variant="ghost"][data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const spinner = uiStyle({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
