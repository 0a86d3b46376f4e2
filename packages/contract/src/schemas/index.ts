export * from './auth';
export * from './brand';
export * from './common';
export * from './notice';
export * from './notification';
export * from './report';
export * from './ticket';
export * from './user';
