import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const group = uiStyle({
  gap: vars.space.xs,
  cursor: 'text',
});

export const inputs = uiStyle({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  flex: 1,
  minWidth: 0,
  columnGap: vars.space.xs,
});

export const dateInput = uiStyle({
  display: 'flex',
  fontVariantNumeric: 'tabular-nums',
});

export const dash = uiStyle({
  color: vars.color.textMuted,
  paddingInline: vars.space.xxs,
});

export const segment = uiStyle({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const popover = uiStyle({
  boxSizing: 'border-box',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const dialog = uiStyle({ outline: 'none' });

export const calendarHeader = uiStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const heading = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const grid = uiStyle({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const headerCell = uiStyle({
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

export const cell = uiStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.space.xl} + ${vars.space.xs})`,
  height: vars.space.xl,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceSunken, borderRadius: vars.radius.sm },
    '&[data-selected]': { background: vars.color.accentSoft, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-selection-start]': {
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    '&[data-selection-end]': {
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
    },
    '&[data-focus-visible]': {
      boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`,
      borderRadius: vars.radius.sm,
    },
    '&[data-unavailable], &[data-disabled]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-invalid][data-selected]': { background: vars.color.criticalSoft },
    '&[data-invalid][data-selection-start], &[data-invalid][data-selection-end]': {
      background: vars.color.critical,
      color: vars.color.textOnAccent,
    },
  },
});
