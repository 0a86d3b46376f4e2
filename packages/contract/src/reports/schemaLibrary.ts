/**
 * The schema library a report's schema is built with (`SchemaLibrary`, `defineReport`): the
 * constructors alone, picked one by one, so that a bundle that hands them in keeps the rest of
 * zod out. Also the package's `@backoffice/contract/schemaLibrary`, which the app's client loads
 * on its first report.
 */
import { z } from 'zod';
import type { SchemaLibrary } from './defineReport';

export const SCHEMA_LIBRARY: SchemaLibrary = {
  object: z.object,
  array: z.array,
  string: z.string,
  number: z.number,
  enum: z.enum,
};
