import { getResponse, http, type RequestHandler } from 'msw';
import { onStoryReset } from './storyReset';

/** Handlers are being made by a `freshEachStory`: those it makes are its own to make afresh. */
let making = 0;
/** A story's reset is making handlers again: the fixtures are already put back. */
let remaking = false;

/**
 * MSW handlers over data kept in memory (a fake server's rows), made afresh before every story.
 * A stories file makes its handlers once, when it loads, and all its stories share them: what
 * one story saved, voided or deleted would otherwise show in the next. `make` is called now and
 * again at each story's reset (`resetStoryState`); the handler answered stands for the latest.
 * Tests, which make their handlers per test, only ever see the first. Handlers made inside
 * another `freshEachStory` are made afresh with it.
 *
 * ```ts
 * export function stockHandlers(options = {}) {
 *   return freshEachStory(() => {
 *     const items = structuredClone(options.items ?? stockItems);
 *     return [http.get('*\/api/jf-inventories', () => HttpResponse.json({ data: items }))];
 *   });
 * }
 * ```
 */
export function freshEachStory(make: () => RequestHandler[]): RequestHandler[] {
  if (making > 0) return make();
  const madeNow = () => {
    making += 1;
    try {
      return make();
    } finally {
      making -= 1;
    }
  };
  let current = madeNow();
  onStoryReset(() => {
    remaking = true;
    try {
      current = madeNow();
    } finally {
      remaking = false;
    }
  });
  return [http.all('*', ({ request }) => getResponse(current, request))];
}

/**
 * Puts `rows` back before every story as they are now: the same array holding the same objects,
 * each with the values it has now. For fixtures that handlers change in place (a list's rows
 * that a save assigns to), which other handlers of the story may share.
 */
export function restoreEachStory<T extends object>(rows: T[]): void {
  if (remaking) return;
  const objects = [...rows];
  const values = structuredClone(objects);
  onStoryReset(() => {
    rows.splice(0, rows.length, ...objects);
    objects.forEach((row, index) => {
      for (const key of Object.keys(row)) delete (row as Record<string, unknown>)[key];
      Object.assign(row, structuredClone(values[index]));
    });
  });
}
