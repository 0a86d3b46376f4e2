import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export { alert, figure, muted, page, panel } from '../shared/screen.css';

/** A margin per unit: the amount and its share of the price, figures of one width. */
export const margin = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** An item sold below its cost. */
export const loss = style([
  margin,
  { color: vars.color.critical, fontWeight: vars.fontWeight.bold },
]);
