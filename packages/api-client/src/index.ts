export { defaultReportPeriod } from './dates/defaultReportPeriod';
export { formatIsoDate } from './dates/formatIsoDate';
export type { ReportPeriod } from './dates/ReportPeriod';
export * from './endpoints/auth';
export * from './endpoints/brands';
export * from './endpoints/dateRangeReports';
export * from './endpoints/notices';
export * from './endpoints/notifications';
export * from './endpoints/reports';
export * from './endpoints/tickets';
export * from './endpoints/user';
export { saveBlobAsFile } from './files/saveBlobAsFile';
export { ApiError } from './http/ApiError';
export {
  type ApiClient,
  type ApiClientOptions,
  type BodylessOptions,
  CSRF_COOKIE_PATH,
  createApiClient,
  type RequestOptions,
  type SessionEndStatus,
} from './http/createApiClient';
export type { FormFields, FormValue } from './http/FormFields';
export type { IdempotentCreate } from './http/idempotentCreate';
export { RequestTimeoutError } from './http/RequestTimeoutError';
export { readXsrfToken, XSRF_COOKIE } from './http/readXsrfToken';
export { toFieldErrors } from './http/toFieldErrors';
export type { HttpMethod, RequestBody } from './http/toWireBody';
export { ValidationError } from './http/ValidationError';
export { ApiClientProvider, type ApiClientProviderProps } from './react/ApiClientProvider';
export { useApiClient } from './react/useApiClient';
export { inGroup } from './swr/inGroup';
export {
  afterPrefetchedAnswers,
  dropPrefetched,
  getPrefetched,
  prefetchGet,
  type StartTask,
} from './swr/prefetch';
