import type { ResourceRecord } from '@backoffice/contract';
import type { eggCollectionLogsResource } from '../../resources/livestock/eggCollectionLogs';
import type { flocksResource } from '../../resources/livestock/flocks';

/** An egg collection log as the server answers it. */
export type EggLog = ResourceRecord<typeof eggCollectionLogsResource>;
/** A flock as the server answers it. */
export type Flock = ResourceRecord<typeof flocksResource>;

/** The counts a worker types: each grade's trays and loose eggs, cracked and broken. */
export type EggCounts = Record<string, number | null>;
