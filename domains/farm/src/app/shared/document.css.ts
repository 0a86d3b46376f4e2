/** A record's facts and tables, as a receipt and an invoice show them. */
import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});

globalStyle(`${facts} > dt`, { color: vars.color.textMuted });
globalStyle(`${facts} > dd`, { margin: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

globalStyle(`${table} thead th`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const number = style({});

globalStyle(`${table} ${number}`, { textAlign: 'end' });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.xs,
});
