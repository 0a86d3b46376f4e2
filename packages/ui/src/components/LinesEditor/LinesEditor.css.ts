import { createContainer, createVar, fallbackVar } from '@vanilla-extract/css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

/** A row's field columns when the caller sets them (`fieldColumns`); assigned inline. */
export const fieldColumnsVar = createVar();

/** The editor is its own size container: when narrow, a row's fields stack. */
const editor = createContainer();
const narrow = `${editor} (max-width: 35rem)`;

/**
 * Row numbers and buttons line up with the fields' inputs, not their labels: they sit one field
 * label lower (the label's line plus the gap under it, as in the field styles) and are as tall as
 * an input.
 */
const labelOffset = `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space.xs})`;
const controlHeight = `calc(${vars.space.xl} + ${vars.space.sm})`;

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

/** Fieldsets without the browser's frame: the editor draws its own. */
const bareFieldset = {
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
} as const;

export const root = uiStyle({
  ...bareFieldset,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = uiStyle({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = uiStyle({
  containerName: editor,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const description = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const errors = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridColumn: '2 / -1',
  '@container': {
    [narrow]: { gridColumn: '1 / -1' },
  },
});

export const error = uiStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.critical,
});

export const errorIcon = uiStyle({
  marginBlockStart: vars.space.xxs,
});

export const empty = uiStyle({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const rows = uiStyle({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const row = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    // A bar down the left edge marks a row the server refused.
    '&[data-invalid]': { boxShadow: `inset ${vars.space.xxs} 0 0 ${vars.color.critical}` },
  },
});

export const rowGroup = uiStyle({
  ...bareFieldset,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  '@container': {
    // Narrow: the number and the buttons make a header over the stacked fields.
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

export const number = uiStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minWidth: vars.space.lg,
  minHeight: controlHeight,
  marginTop: labelOffset,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  '@container': {
    [narrow]: {
      gridRow: 1,
      gridColumn: 1,
      justifyContent: 'flex-start',
      minHeight: 0,
      marginTop: 0,
      alignSelf: 'center',
    },
  },
});

export const fields = uiStyle({
  display: 'grid',
  gridTemplateColumns: fallbackVar(
    fieldColumnsVar,
    `repeat(auto-fit, minmax(min(100%, calc(${vars.space.xxl} * 3)), 1fr))`,
  ),
  alignItems: 'start',
  gap: `${vars.space.sm} ${vars.space.md}`,
  minWidth: 0,
  '@container': {
    [narrow]: { gridRow: 2, gridColumn: '1 / -1', gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const actions = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: controlHeight,
  marginTop: labelOffset,
  '@container': {
    [narrow]: { gridRow: 1, gridColumn: 2, minHeight: 0, marginTop: 0 },
  },
});

/** Square icon-only buttons; the attributes outweigh the Button's own size rules. */
export const iconButton = uiStyle({
  selectors: {
    '&[data-variant][data-size]': {
      width: vars.space.xl,
      paddingInline: 0,
      fontSize: vars.fontSize.md,
    },
  },
});

export const removeButton = uiStyle([
  iconButton,
  {
    selectors: {
      '&[data-variant][data-hovered]:not([data-disabled])': {
        background: vars.color.criticalSoft,
        color: vars.color.critical,
      },
    },
  },
]);

export const bar = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.sm} ${vars.space.md}`,
});

export const footer = uiStyle({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
});
