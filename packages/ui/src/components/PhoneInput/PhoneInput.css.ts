import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const field = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const label = uiStyle({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const input = uiStyle({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-focus-visible], &[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': {
      opacity: 0.5,
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
    },
  },
});

export const description = uiStyle({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = uiStyle({ fontSize: vars.fontSize.sm, color: vars.color.critical });
