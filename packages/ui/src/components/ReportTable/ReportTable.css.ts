import { uiGlobalStyle, uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

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
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  fontFamily: vars.font.body,
  selectors: {
    // The focused scroll box's ring goes round the frame: drawn on the box itself, it would be
    // covered by the sticky headings and totals.
    '&:has(> :focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    // On paper: the page's full width, no card, plain ink on white.
    print: {
      width: '100%',
      maxWidth: 'none',
      border: 'none',
      borderRadius: 0,
      boxShadow: 'none',
      overflow: 'visible',
      background: 'Canvas',
      color: 'CanvasText',
      printColorAdjust: 'exact',
    },
  },
});

export const scroll = uiStyle({
  overflow: 'auto',
  outline: 'none',
  '@media': {
    // Every row prints: the scroll box lets go of its height (an inline style, hence important).
    print: { overflow: 'visible', maxHeight: 'none !important' },
  },
});

export const table = uiStyle({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const caption = uiStyle({
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { print: { padding: `0 ${vars.space.md} ${vars.space.sm}`, color: 'CanvasText' } },
});

export const columnHeader = uiStyle({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
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
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
  },
  '@media': {
    print: {
      position: 'static',
      background: 'none',
      color: 'CanvasText',
      borderBottom: '1px solid CanvasText',
    },
  },
});

export const row = uiStyle({
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
  },
  '@media': { print: { breakInside: 'avoid' } },
});

export const cell = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'break-word',
  selectors: {
    [`${row}:last-child > &`]: { borderBottom: 'none' },
    // Dates and the totals label do not break; a narrow report scrolls sideways instead.
    '&[data-kind="date"], tfoot &': { whiteSpace: 'nowrap' },
    '&[data-align="end"]': {
      textAlign: 'end',
      whiteSpace: 'nowrap',
      fontVariantNumeric: 'tabular-nums',
    },
    '&[data-negative]': { color: vars.color.critical },
  },
});

export const empty = uiStyle({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  '@media': { print: { color: 'CanvasText' } },
});

/** The totals stay in view at the bottom of a scrolling report, as the headings do at the top. */
export const totals = uiStyle({
  '@media': {
    // A footer group repeats on every printed page; the total belongs once, at the end.
    print: { display: 'table-row-group', breakInside: 'avoid' },
  },
});
uiGlobalStyle(`${totals} > tr > *`, {
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderTop: `2px solid ${vars.color.borderStrong}`,
  borderBottom: 'none',
  fontWeight: vars.fontWeight.bold,
  '@media': {
    print: { position: 'static', background: 'none', borderTopColor: 'CanvasText' },
  },
});
