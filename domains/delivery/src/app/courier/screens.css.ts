/** The layout the brand's order and courier screens share: page, panels, details, timeline. */
import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const panelHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

/** Labels and values, two columns on a wide screen. */
export const details = style({
  margin: 0,
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

globalStyle(`${details} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${details} dd`, { margin: 0, fontWeight: vars.fontWeight.medium });

export const figures = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const figure = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${figure} > dt`, { color: vars.color.textMuted });
globalStyle(`${figure} > dd`, { margin: 0, fontWeight: vars.fontWeight.medium });

export const grandFigure = style([
  figure,
  { paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border}` },
]);

globalStyle(`${grandFigure} > dt, ${grandFigure} > dd`, {
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const timeline = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.md,
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const stepMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Text only screen readers read: the live region of arriving records. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A list's cell at a phone's width: the column's value, then the folded columns' under it. */
export const cellLines = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.125rem',
});

globalStyle(`${cellLines}[data-align="end"]`, { alignItems: 'flex-end' });
globalStyle(`${cellLines} > :not(:first-child)`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

// The record's name or day and the figure keep to one line; the lines under them wrap.
globalStyle(`${cellLines} > :first-child`, { whiteSpace: 'nowrap' });
