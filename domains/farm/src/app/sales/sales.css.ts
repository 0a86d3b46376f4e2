import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export {
  actions,
  alert,
  cell,
  cellLabel,
  cellValue,
  figure,
  figures,
  grandFigure,
  header,
  heading,
  muted,
  page,
  panel,
  panelHeading,
  primaryLink,
  stack,
  totalsRow,
} from '../shared/screen.css';

/** The till: the lines on the left, the payment beside them (below them on a narrow screen). */
export const till = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr) 19rem' } },
});

export const short = style({ color: vars.color.critical });

export const lastSale = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.positiveSoft,
  color: vars.color.text,
});
