export * from './fields';
export * from './input';
export * from './messages';
export * from './validator';
export * from './zod';
