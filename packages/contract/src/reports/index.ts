export * from './defineReport';
export * from './pnlSchema';
export * from './query';
export * from './schemaLibrary';
