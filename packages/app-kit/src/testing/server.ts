import { setupServer } from 'msw/node';

/** The request interceptor of the package's tests; each test adds its own handlers. */
export const server = setupServer();
