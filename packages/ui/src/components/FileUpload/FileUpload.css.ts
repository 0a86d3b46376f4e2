import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const root = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: { '&[data-disabled]': { opacity: 0.6 } },
});

export const label = uiStyle({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const zone = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.surfaceSunken },
  },
});

export const zoneIcon = uiStyle({ color: vars.color.textMuted });

export const hint = uiStyle({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const selected = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const preview = uiStyle({
  width: vars.space.xxl,
  height: vars.space.xxl,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const fileIcon = uiStyle({ color: vars.color.textMuted, flexShrink: 0 });

export const fileInfo = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const fileName = uiStyle({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const fileSize = uiStyle({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const progress = uiStyle({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const track = uiStyle({
  flex: 1,
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = uiStyle({
  height: '100%',
  background: vars.color.accent,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});

export const progressText = uiStyle({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const error = uiStyle({ fontSize: vars.fontSize.sm, color: vars.color.critical });

/** The note of a scaled photo; while empty it takes no room, and stays a live region. */
export const note = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
