import { createContainer, keyframes } from '@vanilla-extract/css';
import { uiGlobalStyle, uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

/** The shell is its own size container: below this width it switches to the slide-in menu. */
const shell = createContainer();
const narrow = `${shell} (max-width: 47.99rem)`;

const expandedWidth = `calc(${vars.space.xxl} * 5)`;
const collapsedWidth = `calc(${vars.space.xxl} + ${vars.space.lg})`;
const focusRing = `0 0 0 2px ${vars.color.focusRing}`;

export const visuallyHidden = uiStyle({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const root = uiStyle({
  containerName: shell,
  containerType: 'inline-size',
  position: 'relative',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = uiStyle([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'absolute',
        top: vars.space.sm,
        left: vars.space.sm,
        width: 'auto',
        height: 'auto',
        margin: 0,
        clip: 'auto',
        padding: `${vars.space.sm} ${vars.space.md}`,
        zIndex: vars.zIndex.dropdown,
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        borderRadius: vars.radius.md,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        outline: 'none',
        boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
      },
    },
  },
]);

export const frame = uiStyle({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: '100vh',
});

export const sidebar = uiStyle({
  position: 'sticky',
  top: 0,
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  width: expandedWidth,
  height: '100vh',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-collapsed] &`]: { width: collapsedWidth },
  },
  '@container': {
    [narrow]: { display: 'none' },
  },
});

export const sidebarTop = uiStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    [`${root}[data-collapsed] &`]: { padding: `${vars.space.md} ${vars.space.sm}` },
  },
});

export const sidebarScroll = uiStyle({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space.sm} ${vars.space.sm}`,
});

export const sidebarBottom = uiStyle({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const collapseButton = uiStyle({
  width: '100%',
  justifyContent: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: {
    [`${root}[data-collapsed] &`]: { justifyContent: 'center' },
  },
});

export const logoLink = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: focusRing },
  },
});

export const logo = uiStyle({
  display: 'block',
  height: vars.space.xxl,
  maxWidth: '100%',
  objectFit: 'contain',
  selectors: {
    [`${root}[data-collapsed] ${sidebarTop} &`]: { height: vars.space.xl },
  },
});

export const navList = uiStyle({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const navLink = uiStyle({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    [`${root}[data-collapsed] ${sidebar} &`]: { justifyContent: 'center', padding: vars.space.sm },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-current]': {
      background: vars.color.accentSoft,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-current]::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: vars.space.xs,
      bottom: vars.space.xs,
      width: vars.space.xs,
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
    '&[data-focus-visible]': { boxShadow: `inset ${focusRing}` },
  },
});

export const navIcon = uiStyle({
  display: 'inline-flex',
  flex: 'none',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
});

uiGlobalStyle(`${navIcon} > svg`, { width: '1em', height: '1em' });

export const navLabel = uiStyle({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const externalIcon = uiStyle({
  flex: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const column = uiStyle({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const topBar = uiStyle({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: `calc(${vars.space.xxl} + ${vars.space.sm})`,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': {
    [narrow]: { padding: `${vars.space.xs} ${vars.space.sm}` },
  },
});

export const menuButton = uiStyle({
  display: 'none',
  '@container': {
    [narrow]: { display: 'inline-flex' },
  },
});

export const heading = uiStyle({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@container': {
    [narrow]: { fontSize: vars.fontSize.lg },
  },
});

export const actions = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 'none',
});

export const main = uiStyle({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  outline: 'none',
  '@container': {
    [narrow]: { padding: vars.space.md },
  },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});

export const drawerOverlay = uiStyle({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
    },
  },
});

export const drawer = uiStyle({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: `min(85vw, calc(${vars.space.xxl} * 6))`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${slideIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
    },
  },
});

export const drawerDialog = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const drawerTop = uiStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerNav = uiStyle({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.sm,
});
