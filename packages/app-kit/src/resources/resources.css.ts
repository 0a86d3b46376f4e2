import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({ minWidth: '14rem', flex: '1 1 16rem', maxWidth: '28rem' });

export const toolbarEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const filters = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const filter = style({ minWidth: '10rem', flex: '0 1 14rem' });

export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const primaryLink = style([
  actionLink,
  {
    border: `1px solid ${vars.color.accent}`,
    background: vars.color.accent,
    color: vars.color.textOnAccent,
    selectors: { '&[data-hovered]': { background: vars.color.accentHover } },
  },
]);

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
});

// The library's Form sets the same gap: the two rules must agree, or the page's look would hang
// on which stylesheet a bundle happens to load last.
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '44rem',
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const sectionTitle = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const definition = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const trail = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const entryMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const changes = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const oldValue = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tileTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const tileText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const inserted = style({ textDecoration: 'none' });

/** Keeps a term and its definition in the list's grid while grouping them for the markup. */
export const fieldRow = style({ display: 'contents' });

export const fileField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const storedFile = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const fileMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fileValue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const thumbnail = style({
  width: '4rem',
  height: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

/** An action's dialog: its question, its inputs and its buttons, one under another. */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
