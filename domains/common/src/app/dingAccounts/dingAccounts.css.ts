/** The layout of the prepaid top-up accounts' page. */
import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The sentence that counts the accounts under their threshold. */
export const warning = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
});

export const name = style({ display: 'flex', flexDirection: 'column' });

export const reference = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A balance under its threshold: bold and red, beside its "Low balance" badge. */
export const low = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
