/** The spec's default upload limit: 2 MB, counted as 2 × 1024 × 1024 bytes. */
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

const MEGABYTE = 1024 * 1024;

/** '2MB', '0.5MB', '10MB': the limit as the size message words it. */
export function formatLimit(maxBytes: number): string {
  return `${Number((maxBytes / MEGABYTE).toFixed(1))}MB`;
}

/** The refusal for a file over the limit; with the default limit, 'The file size must not exceed 2MB.' */
export function sizeMessage(maxBytes: number): string {
  return `The file size must not exceed ${formatLimit(maxBytes)}.`;
}

/** A readable size for the chosen file: '740 KB', '1.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MEGABYTE) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / MEGABYTE).toFixed(1))} MB`;
}

/**
 * Whether a file matches an accept list of MIME types ('image/png'), wildcards ('image/*') or
 * extensions ('.pdf'), as the native file picker reads them. An empty list accepts everything.
 */
export function isAccepted(
  file: { name: string; type: string },
  accept: readonly string[] | undefined,
): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

/** Why a file is refused, or null when it may be uploaded. */
export function checkFile(
  file: { name: string; type: string; size: number },
  maxBytes: number,
  accept: readonly string[] | undefined,
): string | null {
  if (!isAccepted(file, accept))
    return `This file type is not allowed. Allowed: ${accept?.join(', ')}.`;
  if (file.size > maxBytes) return sizeMessage(maxBytes);
  return null;
}
