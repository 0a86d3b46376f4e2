import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The document's own fields above its lines: two columns when there is room. */
export const headerFields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 48rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The totals under the lines, at the end of the page's width. */
export const totals = style({
  marginInlineStart: 'auto',
  width: '100%',
  maxWidth: '20rem',
});

/** The invoice itself on its page: its facts, lines and money. */
export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontVariantNumeric: 'tabular-nums',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A note under the heading: the void's reason, or where the document came from or went. */
export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const notes = style({ margin: 0, whiteSpace: 'pre-wrap' });

/** An overdue row's number and due date, in the critical colour beside its badge. */
export const overdue = style({ color: vars.color.critical, fontWeight: vars.fontWeight.medium });

globalStyle(`${document} h3`, { margin: 0, fontSize: vars.fontSize.md });

/** A number or a date kept on one line in the list's narrow columns. */
export const nowrap = style({ whiteSpace: 'nowrap' });
