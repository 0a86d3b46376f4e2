import { keyframes } from '@vanilla-extract/css';
import { uiGlobalStyle, uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

/**
 * Styles shared by every form field. A field's root carries RAC's state attributes
 * (`data-invalid`, `data-disabled`, `data-readonly`), so the parts below read state from the root
 * instead of each part repeating it.
 */
export const field = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** A label's text, also drawn by a field's placeholder (FieldPlaceholder). */
export const labelText = {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
} as const;

export const label = uiStyle({ ...labelText, cursor: 'default' });

export const requiredMark = uiStyle({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxs,
});

export const description = uiStyle({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = uiStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.critical,
});

export const errorIcon = uiStyle({
  flexShrink: 0,
  marginBlockStart: vars.space.xxs,
});

const focusRing = `0 0 0 1px ${vars.color.focusRing}`;
const criticalRing = `0 0 0 1px ${vars.color.critical}`;

/** The size and border of a control's box, also drawn by a field's placeholder (FieldPlaceholder). */
export const controlBox = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: `calc(${vars.space.xl} + ${vars.space.sm})`,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
} as const;

/**
 * The bordered box of a text-like control: an Input, a TextArea, a Group around an input and its
 * buttons, a DateInput, or a Select's trigger.
 */
export const control = uiStyle({
  ...controlBox,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.text,
  fontFamily: vars.font.body,
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
      borderColor: vars.color.focusRing,
      boxShadow: focusRing,
    },
    [`&[data-invalid], ${field}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`&[data-invalid][data-focused], &[data-invalid][data-focus-within], ${field}[data-invalid] &[data-focused], ${field}[data-invalid] &[data-focus-within], ${field}[data-invalid] &[data-focus-visible]`]:
      { borderColor: vars.color.critical, boxShadow: criticalRing },
    [`${field}[data-readonly] &`]: { background: vars.color.surfaceSunken, borderStyle: 'dashed' },
    [`&[data-disabled], ${field}[data-disabled] &`]: {
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** A bare input living inside a `control` group (NumberField, ComboBox, date inputs). */
export const innerInput = uiStyle({
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A control group whose buttons sit flush against its right edge. */
export const controlWithButtons = uiStyle({
  paddingBlock: vars.space.xxs,
  paddingInlineEnd: vars.space.xxs,
  gap: vars.space.xs,
});

/** Small square icon buttons inside a control (chevrons, steppers, calendar). */
export const iconButton = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xl,
  height: vars.space.xl,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: 'transparent',
      color: vars.color.textMuted,
    },
  },
});

/** The popover of Select and ComboBox. */
export const popover = uiStyle({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  maxHeight: 'var(--popover-available-height, 50vh)',
  overflow: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
  outline: 'none',
  fontFamily: vars.font.body,
});

export const listBox = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});

export const option = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const optionCheck = uiStyle({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.space.md,
  color: vars.color.accent,
});

export const optionText = uiStyle({
  overflowWrap: 'anywhere',
});

export const emptyState = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = uiStyle({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});

/** Keeps an icon the size of the text around it. */
export const icon = uiStyle({
  display: 'block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
});

uiGlobalStyle(`${icon} path`, { vectorEffect: 'non-scaling-stroke' });
