import type { FarmArea } from '../area';

/** The server side of deposits and the farm's expenses. */
export const cashArea: FarmArea = {};
