// Each test file's process pins its clock as the server does (`src/pinClock.ts`), on the run's
// one timeline (BACKOFFICE_NOW_FROM, set by vitest.config.ts).
import { pinProcessClock } from '@backoffice/server-kit';

pinProcessClock();
