// The screen tests' setup every package shares: matchers, cleanup and the request interceptor.
import '@backoffice/app-kit/testing/setup';
