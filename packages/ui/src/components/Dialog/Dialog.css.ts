import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const dialog = uiStyle({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  minWidth: 0,
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const header = uiStyle({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const close = uiStyle({
  // Pull the close button into the header's corner without shifting the title.
  marginTop: `calc(${vars.space.xs} * -1)`,
  marginRight: `calc(${vars.space.sm} * -1)`,
  paddingInline: vars.space.sm,
});

export const body = uiStyle({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const footer = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});
