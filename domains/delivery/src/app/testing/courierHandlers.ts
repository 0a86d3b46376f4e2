/**
 * MSW handlers answering the courier screens as the server does, over rows kept in memory for
 * one story or test: the requests (the definition's list, filters, checks and actions, the
 * `open` split), each request's timeline, and the zones the form and the filter read.
 */
import { freshEachStory, resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import { resourceInput, resourceValues, type User, validateResource } from '@backoffice/contract';
import { HttpResponse, http } from 'msw';
import { jfdZonesResource } from '../../resources/catalogue';
import { type CourierSize, courierFee, courierRequestsResource } from '../../resources/courier';
import type { CourierRequest } from '../courier/courierApi';
import type { TimelineStep } from '../courier/timeline';
import { courierRequests, deliveredTimeline, dispatcher, zones } from './courierFixtures';

export interface CourierHandlerOptions {
  user?: User;
  requests?: CourierRequest[];
  /** Each request's timeline by id; a single "requested" step otherwise. */
  timelines?: Record<number, TimelineStep[]>;
}

function courierHandlersForOneStory({
  user = dispatcher,
  requests = courierRequests,
  timelines = { 38: deliveredTimeline },
}: CourierHandlerOptions = {}) {
  const rows = requests.map((row) => ({ ...row }));
  return [
    ...sessionHandlers(user),
    http.get('*/api/dlv-courier-requests/:id/timeline', ({ params }) => {
      const id = Number(params.id);
      const row = rows.find((request) => request.id === id);
      if (!row) return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      const steps = timelines[id] ?? [
        {
          status: 'requested',
          action: 'request',
          at: String(row.created_at),
          by: { id: dispatcher.id, name: 'Dana Park' },
          note: null,
        },
      ];
      return HttpResponse.json({ data: steps });
    }),
    // A create as the server's hook makes it: the next number, the fee by the rule.
    http.post('*/api/dlv-courier-requests', async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      const input = resourceInput(courierRequestsResource, body, 'create');
      const result = validateResource(courierRequestsResource, input, { mode: 'create' });
      if (!result.valid) {
        return HttpResponse.json(
          { message: result.message, errors: result.errors },
          { status: 422 },
        );
      }
      const values = resourceValues(courierRequestsResource, input, 'create');
      const zone = zones.find((row) => row.id === Number(values.zone_id));
      const id = Math.max(0, ...rows.map((row) => row.id)) + 1;
      const fee = courierFee(
        Number(zone?.courier_fee ?? 0),
        values.size as CourierSize,
        Number(values.weight_kg),
      );
      const record = {
        ...(values as Partial<CourierRequest>),
        id,
        number: `CR-${String(id).padStart(6, '0')}`,
        fee: fee.total,
        status: 'requested',
        open: 1,
        labels: { zone_id: String(zone?.name ?? '') },
        created_at: '2025-03-14T10:00:00.000Z',
        updated_at: '2025-03-14T10:00:00.000Z',
        version: 1,
      } as CourierRequest;
      rows.push(record);
      return HttpResponse.json({ data: record }, { status: 201 });
    }),
    ...resourceHandlers(courierRequestsResource, rows),
    ...resourceHandlers(jfdZonesResource, zones),
  ];
}

/** `courierHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function courierHandlers(...args: Parameters<typeof courierHandlersForOneStory>) {
  return freshEachStory(() => courierHandlersForOneStory(...args));
}
