import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const hint = style({ marginBlock: `${vars.space.md} 0` });
