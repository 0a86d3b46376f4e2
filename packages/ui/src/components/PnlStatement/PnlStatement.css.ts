import { uiGlobalStyle, uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const root = uiStyle({
  maxWidth: `calc(${vars.space.xxl} * 14)`,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  '@media': {
    // On paper: no card, no tinted background, plain ink, and sections kept whole.
    print: {
      maxWidth: 'none',
      padding: 0,
      border: 'none',
      borderRadius: 0,
      background: 'Canvas',
      color: 'CanvasText',
      printColorAdjust: 'exact',
    },
  },
});

export const header = uiStyle({ marginBottom: vars.space.md, textAlign: 'center' });

export const title = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const period = uiStyle({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  '@media': { print: { color: 'CanvasText' } },
});

export const table = uiStyle({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const section = uiStyle({
  '@media': { print: { breakInside: 'avoid' } },
});

export const sectionHead = uiStyle({});
uiGlobalStyle(`${sectionHead} > th`, {
  paddingTop: vars.space.md,
  paddingBottom: vars.space.xs,
  textAlign: 'left',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const subHead = uiStyle({});
uiGlobalStyle(`${subHead} > th`, {
  paddingTop: vars.space.sm,
  paddingLeft: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  '@media': { print: { color: 'CanvasText' } },
});

export const line = uiStyle({});

export const lineName = uiStyle({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
});

export const amount = uiStyle({
  padding: `${vars.space.xs} 0`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-negative]': { color: vars.color.critical } },
});

export const none = uiStyle({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
  '@media': { print: { color: 'CanvasText' } },
});

export const total = uiStyle({});
uiGlobalStyle(`${total} > th, ${total} > td`, {
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
});
uiGlobalStyle(`${total} > th`, { textAlign: 'left' });

export const grandTotal = uiStyle({});
uiGlobalStyle(`${grandTotal} > th, ${grandTotal} > td`, {
  paddingTop: vars.space.md,
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  borderBottom: `3px double ${vars.color.borderStrong}`,
});
uiGlobalStyle(`${grandTotal} > th`, { textAlign: 'left' });

export const visuallyHidden = uiStyle({
  position: 'absolute',
  width: vars.space.xxs,
  height: vars.space.xxs,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
