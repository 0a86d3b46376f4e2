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

globalStyle(`${tables} > table:first-child`, { flex: '2 1 26rem' });
globalStyle(`${tables} > table:last-child`, { flex: '1 1 14rem' });

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

export const input = style({ minWidth: '5.5rem' });

export const losses = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(6rem, 1fr))',
});
