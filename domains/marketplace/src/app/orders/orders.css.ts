/** The layout of the marketplace's order screens: page, panels, figures, parts, timeline, charts. */
import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
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

export const details = style({
  margin: 0,
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});

globalStyle(`${details} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lines = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${lines} th, ${lines} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${lines} td:nth-child(n+3), ${lines} th:nth-child(n+3)`, { textAlign: 'end' });

export const timeline = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const card = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const bigFigure = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const chart = style({ width: '100%', height: 'auto', maxWidth: '48rem' });

export const current = style({ fill: vars.color.accent });
export const previous = style({ fill: vars.color.borderStrong });
export const axis = style({ fill: vars.color.textMuted, fontSize: '11px' });

export const legend = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginInlineEnd: vars.space.xs,
  borderRadius: '2px',
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
