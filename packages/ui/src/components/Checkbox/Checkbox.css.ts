import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const root = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const button = uiStyle({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const box = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: `calc(${vars.space.md} + ${vars.space.xxs})`,
  height: `calc(${vars.space.md} + ${vars.space.xxs})`,
  // Centres the box on the first line of the label.
  marginBlockStart: `calc((${vars.lineHeight.normal} * 1em - ${vars.space.md} - ${vars.space.xxs}) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.sm,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${button}[data-pressed] &`]: { transform: 'scale(0.94)' },
    [`${button}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: {
      background: vars.color.critical,
      borderColor: vars.color.critical,
    },
    [`${button}[data-readonly] &`]: { borderStyle: 'dashed' },
    [`${button}[data-disabled] &`]: {
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

export const details = uiStyle({
  paddingInlineStart: `calc(${vars.space.md} + ${vars.space.xxs} + ${vars.space.sm})`,
});
