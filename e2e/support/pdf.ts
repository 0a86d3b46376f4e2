import { readFileSync } from 'node:fs';

/** The text a PDF shows: every `(…) Tj` string of its content streams (written uncompressed). */
export function pdfText(path: string): string {
  const raw = readFileSync(path).toString('latin1');
  return [...raw.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((m) => (m[1] ?? '').replace(/\\([()\\])/g, '$1'))
    .join('\n');
}
