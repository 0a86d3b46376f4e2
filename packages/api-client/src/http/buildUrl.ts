import type { FormFields } from './FormFields';
import { flattenFields } from './flattenFields';

/**
 * The request URL: the base URL (empty for the page's own origin), the path, and the query with
 * the same bracket notation as bodies. Null and undefined query values are left out.
 */
export function buildUrl(baseUrl: string, path: string, query?: FormFields): string {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of flattenFields(withoutEmpty(query))) {
    if (typeof value === 'string') params.append(name, value);
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function withoutEmpty(query: FormFields): FormFields {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value != null));
}
