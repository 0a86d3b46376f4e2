import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const root = uiStyle({ display: 'flex', flexDirection: 'column', color: vars.color.text });

export const list = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The empty dashboard shows the product's name, large and quiet, in the middle of the page. */
export const placeholder = uiStyle({
  margin: 0,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
