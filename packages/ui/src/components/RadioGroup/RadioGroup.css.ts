import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const items = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
});

export const radio = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const button = uiStyle({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[data-readonly]': { cursor: 'default' },
  },
});

const size = `calc(${vars.space.md} + ${vars.space.xxs})`;

export const circle = uiStyle({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: size,
  height: size,
  marginBlockStart: `calc((${vars.lineHeight.normal} * 1em - ${size}) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-selected] &`]: {
      borderColor: vars.color.accent,
      borderWidth: `calc(${size} / 3.2)`,
    },
    [`${button}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${button}[data-readonly] &`]: { borderStyle: 'dashed' },
    [`${button}[data-disabled] &`]: {
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
    [`${button}[data-disabled][data-selected] &`]: { borderColor: vars.color.borderStrong },
  },
});

export const details = uiStyle({
  paddingInlineStart: `calc(${size} + ${vars.space.sm})`,
});
