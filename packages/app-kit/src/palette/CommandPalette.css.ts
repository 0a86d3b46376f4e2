import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** Below this width of the shell, the top bar's button shows its icon only. */
const narrow = '(max-width: 47.99rem)';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** On a narrow shell the text still names the button, for screen readers only. */
export const triggerText = style({
  '@container': {
    [narrow]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const keys = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  '@container': { [narrow]: { display: 'none' } },
});

export const key = style({
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

/** The palette's panel sits high on the page, as search boxes do. */
export const modal = style({ alignSelf: 'flex-start', marginBlockStart: '8vh' });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  maxHeight: '76vh',
  outline: 'none',
});

export const input = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const status = style({
  margin: 0,
  minHeight: '1.25em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const section = style({
  selectors: { '& + &': { marginBlockStart: vars.space.sm } },
});

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focused]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const optionIcon = style({ flex: 'none', color: vars.color.textMuted });

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: '1 1 auto',
});

export const optionTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.sm}`,
  color: vars.color.textMuted,
});

export const hint = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const stepText = style({ margin: 0 });

export const buttons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** Read by screen readers only: the comma between a record's title and its kind. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/** The box that takes keys typed while the dialog's file loads, where the dialog's box will be. */
export const earlyInput = style({
  position: 'fixed',
  zIndex: 100,
  insetBlockStart: 'calc(8vh + 1rem)',
  insetInlineStart: '50%',
  width: 'min(34rem, calc(100vw - 2rem))',
  transform: 'translateX(-50%)',
  boxShadow: vars.shadow.lg,
});
