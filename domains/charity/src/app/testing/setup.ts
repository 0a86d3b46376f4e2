// The screen tests' setup every package shares: matchers, cleanup and the request interceptor.
import '@backoffice/app-kit/testing/setup';

/** The request interceptor of the domain's screen tests; each test adds its own handlers. */
export { server } from '@backoffice/app-kit/testing/server';
