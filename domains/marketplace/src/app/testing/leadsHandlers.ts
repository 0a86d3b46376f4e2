/** MSW handlers answering the leads screens as the server does. */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { freshEachStory, resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import type { User } from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import { evdLeadsResource } from '../../resources/leads';
import { leadRows, leadsManager, staffByRole } from './leadsFixtures';

/**
 * The leads of `user` (a representative reaches their own, as the server's `rows` hook
 * keeps them), the staff pick, and the actions whose hooks set more than the stage: `lose`
 * (its reason) and `reassign` (the owner).
 */
function leadsHandlersForOneStory(user: User = leadsManager, all: ResourceRow[] = leadRows()) {
  const manages = user.permissions.includes('manage_evdati_leads');
  const rows = manages ? all : all.filter((row) => row.owner_user_id === user.id);
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const names = new Map(
    Object.values(staffByRole)
      .flat()
      .map((one) => [one.id, one.name]),
  );
  return [
    ...sessionHandlers(user),
    http.get('*/api/staff', ({ request }) => {
      const role = new URL(request.url).searchParams.get('role') ?? '';
      return HttpResponse.json({ data: staffByRole[role] ?? [] });
    }),
    http.post('*/api/evd-leads/:id/reassign', async ({ request, params }) => {
      const lead = find(params.id);
      if (!lead) return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      const body = new URLSearchParams(await request.text());
      const owner = Number(body.get('owner_user_id'));
      await delay(100);
      Object.assign(lead, {
        owner_user_id: owner,
        owner_name: names.get(owner) ?? '',
        version: Number(lead.version) + 1,
      });
      return HttpResponse.json({ data: lead });
    }),
    http.post('*/api/evd-leads/:id/lose', async ({ request, params }) => {
      const lead = find(params.id);
      if (!lead) return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      const reason = new URLSearchParams(await request.text()).get('reason') ?? '';
      if (reason.trim() === '') {
        return HttpResponse.json(
          {
            message: 'The reason field is required.',
            errors: { reason: ['The reason field is required.'] },
          },
          { status: 422 },
        );
      }
      if (!['new', 'contacted', 'qualified'].includes(String(lead.stage))) {
        return HttpResponse.json(
          { message: 'Only open leads can be marked lost.' },
          { status: 409 },
        );
      }
      Object.assign(lead, {
        stage: 'lost',
        lost_reason: reason,
        follow_up_due: 0,
        version: Number(lead.version) + 1,
      });
      return HttpResponse.json({ data: lead });
    }),
    ...resourceHandlers(evdLeadsResource, rows),
  ];
}

/** `leadsHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function leadsHandlers(...args: Parameters<typeof leadsHandlersForOneStory>) {
  return freshEachStory(() => leadsHandlersForOneStory(...args));
}
