import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cardFigure = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const funnel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 3fr) minmax(14rem, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 48rem)': { gridTemplateColumns: '1fr' } },
});

export const chart = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const caption = style({ fontWeight: vars.fontWeight.medium });

export const bars = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const barRow = style({
  display: 'grid',
  gridTemplateColumns: '6rem 1fr 3rem',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const barTrack = style({
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const bar = style({ height: '100%', background: vars.color.accent });

export const barLost = style({ height: '100%', background: vars.color.critical });

export const barWon = style({ height: '100%', background: vars.color.positive });

export const figure = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const numberCell = style([cell, { textAlign: 'end' }]);

export const tableCaption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  paddingBottom: vars.space.xs,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const stagePanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

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
