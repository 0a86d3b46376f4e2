/** The layout the farm's screens share: a page's sections, panels, figures and header. */
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

/** A label and an amount on one line, the amount at the end with figures of one width. */
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
  {
    fontSize: vars.fontSize.xl,
    paddingTop: vars.space.xs,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);

globalStyle(`${grandFigure} > dt`, { color: vars.color.text, fontWeight: vars.fontWeight.bold });
globalStyle(`${grandFigure} > dd`, { fontWeight: vars.fontWeight.bold });

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

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
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

export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-hovered]': { background: vars.color.accentHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const totalsRow = style({
  margin: 0,
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});
