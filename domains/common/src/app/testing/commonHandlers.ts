import { resourceHandlers } from '@backoffice/app-kit/testing';
import { delay, HttpResponse, http } from 'msw';
import type { HrSummary } from '../../humanResources';
import { branchesResource } from '../../resources/branches';
import { dingAccountsResource } from '../../resources/dingAccounts';
import { employeesResource } from '../../resources/employees';
import {
  allBrandsSummary,
  charityStaff,
  charitySummary,
  dingAccounts,
  linkedEmployee,
} from './commonFixtures';

/** The human-resources summary, by scope; `failing` answers 500, `pending` never answers. */
export function hrHandlers(
  options: { brand?: HrSummary; all?: HrSummary; failing?: boolean; pending?: boolean } = {},
) {
  return [
    http.get('*/api/human-resources/summary', async ({ request }) => {
      if (options.pending) await delay('infinite');
      if (options.failing) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      const all = new URL(request.url).searchParams.get('scope') === 'all';
      return HttpResponse.json({
        data: all ? (options.all ?? allBrandsSummary) : (options.brand ?? charitySummary),
      });
    }),
  ];
}

/** The ding accounts' endpoints over the fixtures (a fresh copy per story). */
export function dingHandlers(rows = dingAccounts) {
  return resourceHandlers(
    dingAccountsResource,
    rows.map((row) => ({ ...row })),
  );
}

/** An employee linked to a user account, the brand's branches and its users (`/api/staff`). */
export function employeeHandlers() {
  const branch = (id: number, name: string) => ({
    id,
    version: 1,
    brand_id: 1,
    name,
    code: null,
    phone: null,
    email: null,
    address: null,
    city: 'Houston',
    state_id: null,
    active: true,
    labels: { state_id: null },
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
  });
  return [
    ...resourceHandlers(employeesResource, [{ ...linkedEmployee }]),
    ...resourceHandlers(branchesResource, [branch(1, 'Head office'), branch(2, 'North warehouse')]),
    http.get('*/api/staff', () => HttpResponse.json({ data: charityStaff })),
  ];
}
