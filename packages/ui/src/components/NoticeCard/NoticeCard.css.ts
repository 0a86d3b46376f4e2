import { uiGlobalStyle, uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

/** Collapsed details show this many lines. */
const COLLAPSED_LINES = 3;

export const card = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
});

export const header = uiStyle({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm });

export const badge = uiStyle({ flexShrink: 0 });

export const title = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const details = uiStyle({
  position: 'relative',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  maxHeight: `calc(1em * ${vars.lineHeight.normal} * ${COLLAPSED_LINES})`,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-expanded]': { maxHeight: 'none' },
    // A fade on the last line says there is more.
    '&[data-long]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: `calc(1em * ${vars.lineHeight.normal})`,
      background: `linear-gradient(to bottom, transparent, ${vars.color.surface})`,
      pointerEvents: 'none',
    },
  },
});

uiGlobalStyle(`${details} > :first-child`, { marginTop: 0 });
uiGlobalStyle(`${details} > :last-child`, { marginBottom: 0 });
uiGlobalStyle(`${details} p, ${details} ul, ${details} ol, ${details} blockquote, ${details} pre`, {
  margin: `0 0 ${vars.space.sm}`,
});
uiGlobalStyle(`${details} a`, { color: vars.color.accent });

export const toggle = uiStyle({ alignSelf: 'flex-start' });
