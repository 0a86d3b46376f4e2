import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

const focusInset = `inset 0 0 0 2px ${vars.color.focusRing}`;

export const visuallyHidden = uiStyle({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const frame = uiStyle({
  position: 'relative',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const scroll = uiStyle({
  overflow: 'auto',
});

export const table = uiStyle({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: focusInset },
  },
});

/**
 * The virtualized table (`scroll`): react-aria positions its rows and cells absolutely inside
 * it, so it is the scroll container, its height capped by the caller's `maxHeight`.
 */
export const scrollTable = uiStyle([
  table,
  {
    display: 'block',
    position: 'relative',
    overflow: 'auto',
    overscrollBehavior: 'contain',
  },
]);

export const header = uiStyle({});

export const column = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    // Above the rows it sticks over and nothing more: the app's top bar stays above the table.
    [`${table}[data-sticky] &`]: { position: 'sticky', top: 0, zIndex: 1 },
    '&[data-align="center"]': { textAlign: 'center' },
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
    '&[data-sort-direction]': { color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: focusInset },
    [`${scrollTable} &`]: { display: 'flex', alignItems: 'center', boxSizing: 'border-box' },
    [`${scrollTable} &[data-align="end"]`]: { justifyContent: 'flex-end' },
    [`${scrollTable} &[data-align="center"]`]: { justifyContent: 'center' },
  },
});

/** The select-all checkbox sits in line with the rows' checkboxes below it. */
export const selectionColumn = uiStyle([
  column,
  {
    width: vars.space.xxl,
    textAlign: 'start',
  },
]);

export const columnContent = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = uiStyle({
  flex: 'none',
  fontSize: vars.fontSize.sm,
  opacity: 0.45,
  selectors: {
    '&[data-direction="ascending"], &[data-direction="descending"]': {
      opacity: 1,
      color: vars.color.accent,
    },
  },
});

export const body = uiStyle({});

export const row = uiStyle({
  outline: 'none',
  selectors: {
    [`${table}[data-actionable] &:not([data-disabled])`]: { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    // The reading table (plain markup) shows the hover the interactive one marks.
    [`${table}[data-hoverable] &:hover:not([data-selected], [data-disabled])`]: {
      background: vars.color.surfaceSunken,
    },
    '&[data-selected]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { boxShadow: focusInset },
  },
});

export const cell = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    [`${row}:last-child &`]: { borderBottom: 'none' },
    '&[data-align="center"]': { textAlign: 'center' },
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    '&[data-focus-visible]': { boxShadow: focusInset },
    // One line per row in the virtualized table: its rows all have the layout's height.
    [`${scrollTable} &`]: {
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
    },
    [`${scrollTable} &[data-align="end"]`]: { justifyContent: 'flex-end' },
    [`${scrollTable} &[data-align="center"]`]: { justifyContent: 'center' },
  },
});

export const loadingMore = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const empty = uiStyle({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const checkbox = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  cursor: 'pointer',
  outline: 'none',
});

export const checkboxBox = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.fontSize.lg,
  height: vars.fontSize.lg,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.sm,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const footer = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
});
