/** Saved views' limits and address: what a list needs before any request is made. */

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_QUERY_MAX = 2000;

export const SAVED_VIEWS_PATH = '/api/saved-views';
