export * from './constants';
export * from './listTools';
export * from './messages';
export * from './pagination';
export * from './reports';
export * from './resources';
export * from './schemas';
export * from './validation';
