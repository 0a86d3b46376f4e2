/**
 * What a request body or query may hold. Nested objects and arrays travel with PHP-style
 * brackets, booleans as 1/0, null as an empty value; undefined fields are left out.
 */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Blob
  | readonly FormValue[]
  | { readonly [field: string]: FormValue };

export type FormFields = { readonly [field: string]: FormValue };
