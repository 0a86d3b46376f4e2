export * from './entries/basics';
export * from './entries/composites';
export * from './entries/fields';
export * from './entries/shell';
export { accentStyle, darkTheme, lightTheme, vars } from './theme';
