import type { FarmArea } from '../area';

/** The server side of flocks, feed types, egg collection logs and feeding logs. */
export const livestockArea: FarmArea = {};
