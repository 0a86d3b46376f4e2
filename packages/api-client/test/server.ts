import { setupServer } from 'msw/node';

/** The request interceptor every test shares; each test adds its own handlers. */
export const server = setupServer();
