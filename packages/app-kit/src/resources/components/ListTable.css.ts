import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The row above the table: the saved views on the left, the bulk actions beside them. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});
