/** MSW handlers answering the reviews screens as the server does. */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { freshEachStory, resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import type { ResourceDefinition, User } from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import { evdProductReviewsResource, evdServiceReviewsResource } from '../../resources/reviews';
import { productReviewRows, reviewsModerator, serviceReviewRows } from './reviewsFixtures';

/** `hide` keeps its reason and `reply` its words, who and when, as the server's hooks do. */
function moderationHandlers(resource: ResourceDefinition, rows: ResourceRow[]) {
  const base = `*/api/${resource.segment}/:id`;
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const missing = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });
  const required = (field: string) =>
    HttpResponse.json(
      {
        message: `The ${field} field is required.`,
        errors: { [field]: [`The ${field} field is required.`] },
      },
      { status: 422 },
    );
  return [
    http.post(`${base}/hide`, async ({ request, params }) => {
      const row = find(params.id);
      if (!row) return missing();
      const reason = new URLSearchParams(await request.text()).get('reason') ?? '';
      if (reason.trim() === '') return required('reason');
      if (row.status === 'hidden') {
        return HttpResponse.json({ message: 'This review is hidden already.' }, { status: 409 });
      }
      await delay(100);
      Object.assign(row, {
        status: 'hidden',
        hidden_reason: reason,
        version: Number(row.version) + 1,
      });
      return HttpResponse.json({ data: row });
    }),
    http.post(`${base}/reply`, async ({ request, params }) => {
      const row = find(params.id);
      if (!row) return missing();
      const reply = new URLSearchParams(await request.text()).get('reply') ?? '';
      if (reply.trim() === '') return required('reply');
      await delay(100);
      Object.assign(row, {
        reply,
        replied_by_name: 'Mona Manager',
        replied_at: '2026-06-15T10:00:00.000Z',
        version: Number(row.version) + 1,
      });
      return HttpResponse.json({ data: row });
    }),
    ...resourceHandlers(resource, rows),
  ];
}

function reviewsHandlersForOneStory(
  user: User = reviewsModerator,
  products: ResourceRow[] = productReviewRows(),
  services: ResourceRow[] = serviceReviewRows(),
) {
  return [
    ...sessionHandlers(user),
    ...moderationHandlers(evdProductReviewsResource, products),
    ...moderationHandlers(evdServiceReviewsResource, services),
  ];
}

/** `reviewsHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function reviewsHandlers(...args: Parameters<typeof reviewsHandlersForOneStory>) {
  return freshEachStory(() => reviewsHandlersForOneStory(...args));
}
