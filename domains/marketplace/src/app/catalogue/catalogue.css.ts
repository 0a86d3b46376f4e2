import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const narrowPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '44rem',
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const previewHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const prose = style({ lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} table`, { borderCollapse: 'collapse' });
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  textAlign: 'start',
});

export const summary = style({ margin: 0, color: vars.color.textMuted });
