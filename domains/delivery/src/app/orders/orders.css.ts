/** The order screens' own pieces: pick lists, line cards and the driver's large targets. */
import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export {
  actions,
  cellLines,
  columns,
  details,
  figure,
  figures,
  grandFigure,
  header,
  heading,
  muted,
  page,
  panel,
  panelHeading,
  toolbar,
  visuallyHidden,
} from '../courier/screens.css';

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
});

export const pickList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  outline: 'none',
});

export const pickItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The lines of an order: one card each, its actions beside it. */
export const lines = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const lineName = style({ flex: '1 1 14rem', display: 'flex', flexDirection: 'column' });

export const lineActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A driver's screens: one column, large targets for one hand. */
export const phone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '32rem',
  marginInline: 'auto',
  width: '100%',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  minHeight: '3rem',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const cardList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const bigActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

globalStyle(`${bigActions} > button`, { minHeight: '3rem', width: '100%' });

export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const stackSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
