import type { FormFields } from './FormFields';
import { flattenFields } from './flattenFields';

/**
 * The request body for a set of fields: form-encoded, or multipart when a file or blob is
 * among them. fetch sets the matching Content-Type (with the multipart boundary) itself.
 */
export function encodeBody(fields: FormFields): URLSearchParams | FormData {
  const pairs = flattenFields(fields);
  if (pairs.some(([, value]) => value instanceof Blob)) {
    const formData = new FormData();
    for (const [name, value] of pairs) {
      if (value instanceof File) formData.append(name, value, value.name);
      else formData.append(name, value);
    }
    return formData;
  }
  const params = new URLSearchParams();
  for (const [name, value] of pairs) params.append(name, value as string);
  return params;
}
