/**
 * The saved views' endpoints answering as the server does, over views kept in memory for a
 * story or a test: the list's views by name, create with the server's 422s (name required, too
 * long, taken by another of the user's views of the list, case ignored), change and delete of
 * the user's own (403 otherwise), and the default per list.
 */
import {
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEWS_PATH,
  type SavedView,
  validationErrorBody,
} from '@backoffice/contract';
import { HttpResponse, http } from 'msw';
import { freshEachStory } from '../../testing/freshEachStory';
import { viewQuery } from '../viewQuery';

const STAMP = '2025-03-01T09:00:00.000Z';

/** The signed-in user of the handlers: the owner of every view marked `mine`. */
export const VIEW_OWNER = { id: 7, name: 'Grace Hopper' };

/** A view for the fixtures: the user's own unless an owner is given. */
export function sampleView(
  id: number,
  name: string,
  query: string,
  extra: Partial<SavedView> = {},
): SavedView {
  return {
    id,
    list: 'vendors',
    name,
    query,
    columns: null,
    shared: false,
    owner: VIEW_OWNER,
    mine: true,
    is_default: false,
    version: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...extra,
  };
}

function invalid(field: string, message: string) {
  return HttpResponse.json(validationErrorBody({ [field]: [message] }), { status: 422 });
}

function nameError(views: SavedView[], list: string, name: string, except?: number) {
  if (name.trim() === '') return invalid('name', 'The name field is required.');
  if (name.length > SAVED_VIEW_NAME_MAX) {
    return invalid(
      'name',
      `The name field must not be greater than ${SAVED_VIEW_NAME_MAX} characters.`,
    );
  }
  const taken = views.some(
    (view) =>
      view.mine &&
      view.list === list &&
      view.id !== except &&
      view.name.toLowerCase() === name.trim().toLowerCase(),
  );
  return taken ? invalid('name', 'The name has already been taken.') : null;
}

function columnsOf(form: URLSearchParams): string[] | null {
  const columns = [...form].filter(([key]) => key.startsWith('columns[')).map(([, v]) => v);
  return columns.length > 0 ? columns : null;
}

const byName = (a: SavedView, b: SavedView) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;

export function savedViewHandlers(initial: readonly SavedView[]) {
  // The views as given before every story.
  return freshEachStory(() => serveSavedViews(initial));
}

function serveSavedViews(initial: readonly SavedView[]) {
  let views = structuredClone([...initial]);
  let nextId = Math.max(100, ...views.map((view) => view.id + 1));
  const find = (id: unknown) => views.find((view) => view.id === Number(id));

  return [
    http.get(`*${SAVED_VIEWS_PATH}`, ({ request }) => {
      const list = new URL(request.url).searchParams.get('list');
      return HttpResponse.json({ data: views.filter((view) => view.list === list).sort(byName) });
    }),
    http.post(`*${SAVED_VIEWS_PATH}`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const list = form.get('list') ?? '';
      const name = form.get('name') ?? '';
      const refused = nameError(views, list, name);
      if (refused) return refused;
      const view = sampleView(nextId++, name.trim(), viewQuery(form.get('query') ?? ''), {
        list,
        columns: columnsOf(form),
        shared: form.get('shared') === '1',
      });
      views = [...views, view];
      return HttpResponse.json({ data: view }, { status: 201 });
    }),
    http.put(`*${SAVED_VIEWS_PATH}/:id/default`, ({ params }) => {
      const view = find(params.id);
      if (!view) return HttpResponse.json({ message: 'The view was not found.' }, { status: 404 });
      views = views.map((one) =>
        one.list === view.list ? { ...one, is_default: one.id === view.id } : one,
      );
      return HttpResponse.json({ data: { ...view, is_default: true } });
    }),
    http.delete(`*${SAVED_VIEWS_PATH}/:id/default`, ({ params }) => {
      views = views.map((one) =>
        one.id === Number(params.id) ? { ...one, is_default: false } : one,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`*${SAVED_VIEWS_PATH}/:id`, async ({ params, request }) => {
      const view = find(params.id);
      if (!view) return HttpResponse.json({ message: 'The view was not found.' }, { status: 404 });
      if (!view.mine) {
        return HttpResponse.json(
          { message: 'This view belongs to someone else.' },
          { status: 403 },
        );
      }
      const form = new URLSearchParams(await request.text());
      const name = form.get('name');
      const version = form.get('version');
      if (version !== null && Number(version) !== view.version) {
        const message = 'This view was changed by someone else while you were editing it.';
        return HttpResponse.json({ message, data: view }, { status: 409 });
      }
      if (name !== null) {
        const refused = nameError(views, view.list, name, view.id);
        if (refused) return refused;
      }
      const changed = {
        ...view,
        ...(name === null ? {} : { name: name.trim() }),
        version: view.version + 1,
      };
      views = views.map((one) => (one.id === view.id ? changed : one));
      return HttpResponse.json({ data: changed });
    }),
    http.delete(`*${SAVED_VIEWS_PATH}/:id`, ({ params }) => {
      const view = find(params.id);
      if (!view) return HttpResponse.json({ message: 'The view was not found.' }, { status: 404 });
      if (!view.mine) {
        return HttpResponse.json(
          { message: 'This view belongs to someone else.' },
          { status: 403 },
        );
      }
      views = views.filter((one) => one.id !== view.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
