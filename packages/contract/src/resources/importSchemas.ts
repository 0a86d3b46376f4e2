/** The answers of a resource's CSV import (`importable.ts`): a preview, and what an import did. */
import { z } from 'zod';

/** One bad row of a file: its line in the file (the header is line 1), its cells, its errors. */
export const importRowSchema = z.object({
  line: z.number(),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** A preview: the file's columns, its counts, and its bad rows (the first 200). */
export const importPreviewSchema = z.object({
  data: z.object({
    columns: z.array(z.object({ name: z.string(), label: z.string() })),
    total: z.number(),
    valid: z.number(),
    invalid: z.number(),
    rows: z.array(importRowSchema),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>['data'];

/** What an import did: rows written, bad rows left out, rows in the file. */
export const importResultSchema = z.object({
  data: z.object({ imported: z.number(), skipped: z.number(), total: z.number() }),
});
export type ImportResult = z.infer<typeof importResultSchema>['data'];
