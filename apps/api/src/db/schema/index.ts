export * from './auth';
export * from './brands';
export * from './files';
export * from './notices';
export * from './notifications';
export * from './roles';
export * from './tickets';
export * from './users';
