/** The project wizard's own layout: the steps, the progress figures and the toolbars. */
import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The four steps in a row on a wide screen, stacked on a narrow one. */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  selectors: {
    '&[data-current]': {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
    '&[data-state="locked"]': { background: vars.color.surfaceSunken },
  },
});

export const stepTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  flexShrink: 0,
  selectors: {
    [`${step}[data-state="complete"] &`]: {
      background: vars.color.positive,
      borderColor: vars.color.positive,
      color: vars.color.textOnAccent,
    },
  },
});

export const stepNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The progress figures: each a label over a large number. */
export const figures = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
});

globalStyle(`${figure} > dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${figure} > dd`, {
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** A hand-over's progress as a bar under its figures. */
export const meter = style({
  inlineSize: '100%',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const meterFill = style({ blockSize: '100%', background: vars.color.positive });

/** Search and filters above a table, with its batch buttons at the end. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

/** A row of the stock short of what the package still needs. */
export const short = style({ background: vars.color.criticalSoft });
globalStyle(`${short} td`, { color: vars.color.critical });
globalStyle(`${short} td:last-child`, { fontWeight: vars.fontWeight.bold });

/** The dialog's form: its fields stacked. */
export const dialogForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 'min(32rem, 80vw)',
});

export const messages = style({ margin: 0, paddingInlineStart: vars.space.lg });
