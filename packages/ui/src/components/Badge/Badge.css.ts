import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

export const badge = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
  selectors: {
    '&[data-tone="neutral"]': {
      background: vars.color.surfaceSunken,
      color: vars.color.text,
      borderColor: vars.color.border,
    },
    '&[data-tone="info"]': { background: vars.color.infoSoft, color: vars.color.info },
    '&[data-tone="critical"]': { background: vars.color.criticalSoft, color: vars.color.critical },
    '&[data-tone="positive"]': { background: vars.color.positiveSoft, color: vars.color.positive },
    '&[data-tone="caution"]': { background: vars.color.cautionSoft, color: vars.color.caution },
    // Solid badges carry the tone as the background, for counts and strong emphasis.
    '&[data-variant="solid"]': { color: vars.color.textOnAccent, borderColor: 'transparent' },
    '&[data-variant="solid"][data-tone="neutral"]': {
      background: vars.color.textMuted,
      color: vars.color.surface,
    },
    '&[data-variant="solid"][data-tone="info"]': { background: vars.color.info },
    '&[data-variant="solid"][data-tone="critical"]': { background: vars.color.critical },
    '&[data-variant="solid"][data-tone="positive"]': { background: vars.color.positive },
    '&[data-variant="solid"][data-tone="caution"]': { background: vars.color.caution },
  },
});
