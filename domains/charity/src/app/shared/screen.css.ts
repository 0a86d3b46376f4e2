/** The layout the charity's screens share: a page's sections, panels, facts and header. */
import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

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
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
});

/** Facts of a record: a label column and a value column. */
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

/** A warning the user must read before going on: a likely duplicate. */
export const caution = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.caution}`,
  background: vars.color.cautionSoft,
});

export const cautionList = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** The form's fields in two columns on a wide screen, one on a narrow one. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const wide = style({ gridColumn: '1 / -1' });

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** A value shown in a line's grid cell beside its fields, aligned with their inputs. */
export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const cellLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cellValue = style({ paddingBlock: vars.space.xs, fontWeight: vars.fontWeight.medium });

export const figure = style({ fontVariantNumeric: 'tabular-nums' });

export const negative = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });
