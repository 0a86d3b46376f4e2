import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const avatar = uiStyle({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
  selectors: {
    '&[data-size="sm"]': {
      width: vars.space.xl,
      height: vars.space.xl,
      fontSize: vars.fontSize.xs,
    },
    '&[data-size="md"]': {
      width: `calc(${vars.space.xl} + ${vars.space.sm})`,
      height: `calc(${vars.space.xl} + ${vars.space.sm})`,
      fontSize: vars.fontSize.sm,
    },
    '&[data-size="lg"]': {
      width: vars.space.xxl,
      height: vars.space.xxl,
      fontSize: vars.fontSize.lg,
    },
    '&[data-size="xl"]': {
      width: `calc(${vars.space.xxl} * 2)`,
      height: `calc(${vars.space.xxl} * 2)`,
      fontSize: vars.fontSize.xxl,
    },
  },
});

export const image = uiStyle({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const initials = uiStyle({
  '::before': { content: 'attr(data-initials)' },
});
