/** The egg collection grid: a row per grade, trays and loose eggs side by side. */
import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  alignItems: 'start',
});

/** The grades' table and the losses' table side by side, the losses below when there is no room. */
export const tables = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
});

// Never wider than the page: on a phone the grades' table takes the whole width, the losses' below.
globalStyle(`${tables} > table:first-child`, { flex: '2 1 min(26rem, 100%)', minWidth: 0 });
globalStyle(`${tables} > table:last-child`, { flex: '1 1 min(14rem, 100%)', minWidth: 0 });

export const grid = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${grid} th, ${grid} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'end',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${grid} th[scope="row"], ${grid} thead th:first-child`, { textAlign: 'start' });
globalStyle(`${grid} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${grid} tfoot th, ${grid} tfoot td`, {
  fontWeight: vars.fontWeight.bold,
  borderBottom: 'none',
});

export const input = style({ minWidth: '4rem' });

// The field takes its cell's width, not the width of twenty characters an input asks for.
globalStyle(`${input} input`, { width: '100%', minWidth: 0 });

export const losses = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(6rem, 1fr))',
});

/** A list's cell at a phone's width: the column's value, then the folded columns' under it. */
export const cellLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
});

globalStyle(`${cellLines} > :not(:first-child)`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

// The record's name or day and the figure keep to one line; the lines under them wrap.
globalStyle(`${cellLines} > :first-child`, { whiteSpace: 'nowrap' });
