import { loadOnce } from './loadOnce';

/**
 * The select and the date field a list's filters and its page-size choice are drawn with: fetched
 * after the list's first paint (`InTurn` with `files`), so that its first screen loads without
 * them (about 29 KB with gzip).
 */
export const LIST_FIELDS = loadOnce(() =>
  Promise.all([import('@backoffice/ui/Select'), import('@backoffice/ui/DateField')]).then(
    ([select, date]) => ({ Select: select.Select, DateField: date.DateField }),
  ),
);
