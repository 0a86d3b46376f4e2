/** Business constants of the spec (section 9). One place, used by app and server alike. */
export const APP_VERSION = '1.2.0';
export const REQUEST_TIMEOUT_MS = 60_000;
/** Default upload limit in bytes (2 MB); adjustable per use. */
export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;
export const NOTICE_PAGE_SIZE = 10;
export const BRAND_SWITCH_DELAY_MS = 1500;
export const FADE_MS = 500;
export const PAGINATION_VISIBLE_BUTTONS = 3;
export const PHONE_MAX_LENGTH = 16;
export const PHONE_TEMPLATE = '(XXX) XXX - XXXX';
export const TOAST_DURATION_MS = 4000;
export const TOAST_TOP_RIGHT_DURATION_MS = 3000;
export const TOAST_CLOSE_MS = 150;
export const TOAST_QUEUE_CHECK_MS = 250;
export const USER_WAIT_POLL_MS = 100;
export const PDF_URL_RELEASE_MS = 200;
export const CURRENCY = 'USD';
export const LOCALE = 'en-US';
/** Brands with logos: ids 1 to 9. */
export const BRAND_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const BRAND = { charity: 1, poultry: 2, delivery: 8, marketplace: 9 } as const;
/** Realtime group id of the delivery brand. */
export const REALTIME_GROUP_ID = 8;
/** The header that makes a create safe to repeat: the same key answers the same record. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Page size of a record's audit trail. */
export const AUDIT_PER_PAGE = 20;
/**
 * The default of a brand's time zone setting (`brands.time_zone`): the zone whose calendar decides
 * the brand's "today" and the day of a record, on the server and in the app alike (never the
 * browser's or the machine's own zone). The spec's report period starts on 1 January of the
 * current UTC year, so the default is UTC.
 */
export const BUSINESS_TIME_ZONE = 'UTC';
