export {
  type AccentShades,
  accentShades,
  accentStyle,
  type ColorScheme,
  contrastRatio,
} from './accent';
export { darkTheme, lightTheme } from './themes.css';
export type { ThemeTokens } from './tokens';
export { vars } from './vars.css';
