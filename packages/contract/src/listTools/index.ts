export * from './bulk';
export * from './bulkTerms';
export * from './savedViews';
export * from './savedViewTerms';
export * from './search';
export * from './searchTerms';
export * from './undo';
export * from './undoTerms';
