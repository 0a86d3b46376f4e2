/** The search's limits and address: what the palette needs before any request is made. */

/** The fewest characters a search needs; shorter answers no hits. */
export const SEARCH_MIN_LENGTH = 2;
/** Hits per resource. */
export const SEARCH_PER_RESOURCE = 5;

export const SEARCH_PATH = '/api/search';
