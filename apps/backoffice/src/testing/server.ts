import { setupServer } from 'msw/node';

/** The request interceptor the app's tests share; each test adds its own handlers. */
export const server = setupServer();
