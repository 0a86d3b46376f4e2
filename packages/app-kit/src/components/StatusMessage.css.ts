import { vars } from '@backoffice/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
});

export const statusMessage = styleVariants({
  md: [base],
  sm: [base, { fontSize: vars.fontSize.sm }],
});
