import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The bar above a list while rows are ticked or a bulk job is on show. */
export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const count = style({ fontWeight: vars.fontWeight.bold, marginInlineEnd: vars.space.sm });

/** Why the operations are unavailable. */
export const note = style({ margin: 0, color: vars.color.textMuted });

export const end = style({ marginInlineStart: 'auto', display: 'flex', gap: vars.space.sm });

/** The words of a bulk job's result, in a panel of the result's tone. */
export const result = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: vars.space.xs,
  background: vars.color.surface,
  selectors: {
    '&[data-tone="positive"]': { borderLeftColor: vars.color.positive },
    '&[data-tone="caution"]': { borderLeftColor: vars.color.caution },
  },
});

export const resultText = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const reasons = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
