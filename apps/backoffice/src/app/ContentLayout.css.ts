import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const main = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
