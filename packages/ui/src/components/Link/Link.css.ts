import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const link = uiStyle({
  display: 'inline',
  color: vars.color.accent,
  fontWeight: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover, textDecorationThickness: '0.12em' },
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.space.xxs} ${vars.color.focusRing}` },
    '&[data-current]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      textDecoration: 'none',
    },
    '&[data-disabled]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      textDecoration: 'none',
    },
    // Standalone links (a "Go home" under a message) are not inside running text, so they drop
    // the underline until hovered and carry a medium weight instead.
    '&[data-variant="standalone"]': { fontWeight: vars.fontWeight.medium, textDecoration: 'none' },
    '&[data-variant="standalone"][data-hovered]': { textDecoration: 'underline' },
    '&[data-variant="subtle"]': { color: 'inherit' },
  },
});

export const externalIcon = uiStyle({
  marginLeft: vars.space.xxs,
  fontSize: '0.85em',
  verticalAlign: 'baseline',
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
