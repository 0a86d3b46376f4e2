/**
 * `@backoffice/app-kit/palette`: the command palette of the signed-in shell (Ctrl+K), and the
 * pure parts it is made of, for tests: the screens a user may go to, the record a page shows,
 * the commands on it, and the matching of what is typed.
 */
export { CommandPalette } from './CommandPalette';
export { matchTitles } from './matchTitles';
export { type PaletteOption, type PaletteSection, paletteSections } from './paletteSections';
export { commandLabel, type RecordCommand, recordCommands } from './recordCommands';
export { type RecordInView, recordInView, recordPath } from './recordInView';
export { type PaletteScreen, paletteScreens } from './screens';
export { isPaletteShortcut, shortcutKeys } from './shortcut';
