/** The request interceptor the app's tests share (app-kit's); each test adds its own handlers. */
export { server } from '@backoffice/app-kit/testing/server';
