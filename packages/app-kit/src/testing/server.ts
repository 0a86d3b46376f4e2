import { setupServer } from 'msw/node';

/** The request interceptor of every screen test (app-kit's, the app's, the domains'); each test adds its own handlers. */
export const server = setupServer();
