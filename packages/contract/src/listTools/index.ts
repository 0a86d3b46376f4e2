export * from './bulk';
export * from './savedViews';
export * from './search';
export * from './undo';
export * from './undoTerms';
