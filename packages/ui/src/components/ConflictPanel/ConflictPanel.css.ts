import { uiStyle } from '../../theme/layer.css';
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

/** A caution bar down the start edge marks the panel as something to settle before going on. */
export const root = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.caution}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
});

export const summary = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = uiStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const icon = uiStyle({
  marginBlockStart: vars.space.xxs,
  color: vars.color.caution,
});

export const text = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** Lets a wide value scroll sideways inside the panel rather than widen the page. */
export const tableBox = uiStyle({
  overflowX: 'auto',
});

export const table = uiStyle({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const columnHeader = uiStyle({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  textAlign: 'start',
  selectors: {
    // The field names need less room than the values they name.
    '&:first-child': { width: '25%' },
  },
});

const cell = {
  padding: `${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
} as const;

export const fieldName = uiStyle({
  ...cell,
  fontWeight: vars.fontWeight.medium,
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

/** Line breaks in a value (a note, an address) are kept, as the user typed them. */
export const value = uiStyle({
  ...cell,
  whiteSpace: 'pre-line',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const blank = uiStyle({
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const actions = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
