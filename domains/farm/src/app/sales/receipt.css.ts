import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export { caption, facts, number, table } from '../shared/document.css';

/** The receipt itself: what prints. */
export const receipt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '40rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontVariantNumeric: 'tabular-nums',
});

export const voidNote = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.text,
});

/**
 * Printing the page prints the receipt alone, in black on white: the shell, the buttons and
 * the dialogs are left out. Only while a receipt is on the page (`:has`), so the rules never
 * touch another page printed after a receipt was seen.
 */
globalStyle(`body:has(${receipt}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${receipt}, ${receipt} *`, {
  '@media': { print: { visibility: 'visible', color: 'black', background: 'white' } },
});
globalStyle(receipt, {
  '@media': {
    print: {
      position: 'absolute',
      insetInlineStart: 0,
      insetBlockStart: 0,
      border: 'none',
      maxWidth: 'none',
      width: '100%',
    },
  },
});

export const noPrint = style({ '@media': { print: { display: 'none' } } });
