import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const root = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const summary = uiStyle({ margin: 0, color: vars.color.textMuted });

export const list = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Numbered buttons keep one width so the row does not jump as the numbers grow. */
export const pageButton = uiStyle({
  minWidth: `calc(${vars.space.xl} + ${vars.space.xs})`,
  fontVariantNumeric: 'tabular-nums',
});
