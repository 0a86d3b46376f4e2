/**
 * The first module the server loads: pins the process's clock when `BACKOFFICE_NOW` asks for it
 * (server-kit's `pinProcessClock`), before any other module reads the time.
 */
import { pinProcessClock } from '@backoffice/server-kit';

const pinned = pinProcessClock();
if (pinned) console.log(`The clock is pinned: it read ${pinned.pinned} when this run started.`);
