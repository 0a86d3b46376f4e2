import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const dialog = style({
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

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const close = style({
  // Pull the close button into the header's corner without shifting the title.
  marginTop: `calc(${vars.space.xs} * -1)`,
  marginRight: `calc(${vars.space.sm} * -1)`,
  paddingInline: vars.space.sm,
});

export const body = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});
