export * from './defineReport';
export * from './query';
