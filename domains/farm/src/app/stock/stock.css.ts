/** The stock screens' own styles: figures that stand out, the facts of an item, a count's table. */
import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** A quantity below zero: it stands out. */
export const negative = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const onHandCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});

globalStyle(`${facts} > dt`, { color: vars.color.textMuted });
globalStyle(`${facts} > dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const number = style({});
globalStyle(`${table} ${number}`, { textAlign: 'end' });

export const caption = style({
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.sm,
});

/** A table wider than the screen scrolls on its own. */
export const scroll = style({ overflowX: 'auto' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
