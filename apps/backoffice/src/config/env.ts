/**
 * Build-time settings, read once and checked at start. Everything that differs per deployment
 * (realtime keys and hosts) comes from the server at run time instead.
 */
function readUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  const trimmed = value.trim();
  if (!/^(https?:\/\/|\/)/.test(trimmed)) {
    throw new Error(`VITE_RESOURCE_CENTRE_URL must be an http(s) URL or a path, got "${trimmed}".`);
  }
  return trimmed;
}

export const env = {
  /** Origin of the API; empty means the page's own origin (the server serves the app). */
  apiBaseUrl: typeof import.meta.env.VITE_API_URL === 'string' ? import.meta.env.VITE_API_URL : '',
  /** The resource centre of the side menu; the support tickets when none is configured. */
  resourceCentreUrl: readUrl(import.meta.env.VITE_RESOURCE_CENTRE_URL, '/tickets'),
} as const;
