import type { InteractiveTable } from './InteractiveTable';

type InteractiveTableComponent = typeof InteractiveTable;

let loaded: InteractiveTableComponent | undefined;
let loading: Promise<InteractiveTableComponent> | undefined;

/**
 * The interactive table's file (react-aria's Table, grid and virtualizer: about 30 KB with gzip),
 * fetched once. A paged table's first screen is plain markup and does without it.
 */
export function loadInteractiveTable(): Promise<InteractiveTableComponent> {
  loading ??= import('./InteractiveTable').then(
    (module) => {
      loaded = module.InteractiveTable;
      return loaded;
    },
    (error: unknown) => {
      // A failed fetch (the network was down) is tried again at the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The interactive table, when its file has come. */
export function interactiveTableLoaded(): InteractiveTableComponent | undefined {
  return loaded;
}

/** How long after a paged table's rows first show its interactive table's file is fetched. */
export const INTERACTIVE_TABLE_PRELOAD_MS = 1000;
