/**
 * MSW handlers answering the charity screens' calls as the server does, over rows kept in
 * memory for one story or test: the generic resource endpoints (lists with filters: the
 * duplicate lookups), a package item's movements and purchases (the purchase moves the item),
 * donations numbered and valued by the server, checked by kind, voided, and printed, and the
 * projects with their steps (`projectHandlers.ts`).
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { freshEachStory, resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import { statesResource } from '@backoffice/common';
import type { User } from '@backoffice/contract';
import { businessToday } from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import { beneficiariesResource } from '../../resources/beneficiaries';
import { beneficiaryCategoriesResource } from '../../resources/beneficiaryCategories';
import { DONATION_MESSAGES, donationsResource } from '../../resources/donations';
import { packageItemsResource } from '../../resources/packageItems';
import { packageItemTypesResource } from '../../resources/packageItemTypes';
import { projectsResource } from '../../resources/projects';
import { projectTypesResource } from '../../resources/projectTypes';
import type { PackageItemMovement } from '../../resources/stock';
import {
  beneficiaryRows,
  categoryRows,
  donationRows,
  itemTypeRows,
  officer,
  packageItemRows,
  riceMovements,
  stateRows,
} from './fixtures';
import {
  type MemberFixture,
  type ProjectBeneficiaryFixture,
  projectBeneficiaries,
  projectMembers,
  projectRows,
  projectTypeRows,
  registerRows,
  staffRows,
} from './projectFixtures';
import { projectHandlers } from './projectHandlers';

export interface CharityHandlerOptions {
  beneficiaries?: ResourceRow[];
  items?: ResourceRow[];
  donations?: ResourceRow[];
  movements?: Record<number, PackageItemMovement[]>;
  projects?: ResourceRow[];
  members?: Record<number, MemberFixture[]>;
  projectBeneficiaries?: Record<number, ProjectBeneficiaryFixture[]>;
  user?: User;
  /** Today on the server (a hand-over is never later). */
  today?: string;
}

const clone = <T>(value: T): T => structuredClone(value);
type Body = Record<string, unknown>;
const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json(
    { message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors },
    { status: 422 },
  );
const notFound = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });

/** A body as PHP reads it: JSON, or a form where `lines[0][quantity]=2` becomes nested. */
async function bodyOf(request: Request): Promise<Body> {
  const text = await request.text();
  if (request.headers.get('content-type')?.includes('json')) return JSON.parse(text) as Body;
  const body: Body = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head = key, ...rest] = key.split('[').map((part) => part.replace(/\]$/, ''));
    let target = body;
    for (const segment of [head, ...rest].slice(0, -1)) {
      target[segment] ??= {};
      target = target[segment] as Body;
    }
    target[[head, ...rest].at(-1) ?? head] = value;
  }
  return body;
}

function charityHandlersForOneStory(options: CharityHandlerOptions = {}) {
  const beneficiaries = clone(options.beneficiaries ?? [...beneficiaryRows, ...registerRows]);
  const projects = clone(options.projects ?? projectRows);
  const items = clone(options.items ?? packageItemRows);
  const donations = clone(options.donations ?? donationRows);
  const movements = clone(options.movements ?? { 1: riceMovements });
  let nextReceipt = 24;
  let nextId = 100;

  /** Checks and shapes a donation's body as the server's hook does; answers a 422 or values. */
  const shaped = (body: Body) => {
    const kind = String(body.kind ?? '');
    const lines = Object.values((body.lines as Record<string, Body> | undefined) ?? {}).map(
      (line) => ({
        package_item_id: Number(line.package_item_id),
        quantity: Number(line.quantity),
      }),
    );
    const errors: Record<string, string[]> = {};
    if (!String(body.donor ?? '').trim()) errors.donor = ['The donor field is required.'];
    if (kind === 'cash') {
      if (!body.amount) errors.amount = [DONATION_MESSAGES.amountRequired];
      if (!body.payment_method) errors.payment_method = [DONATION_MESSAGES.methodRequired];
    } else {
      lines.forEach((line, i) => {
        if (!line.package_item_id) {
          errors[`lines.${i}.package_item_id`] = [
            `Line ${i + 1}: the package item field is required.`,
          ];
        }
        if (!line.quantity)
          errors[`lines.${i}.quantity`] = [`The lines.${i}.quantity field is required.`];
      });
      if (!lines.length) errors.lines = [DONATION_MESSAGES.itemsRequired];
    }
    if (Object.keys(errors).length) return { refused: invalid(errors) };
    const valued = lines.map((line, i) => ({
      id: nextId + i,
      ...line,
      unit_value: Number(items.find((row) => row.id === line.package_item_id)?.unit_cost ?? 0),
    }));
    return {
      values: {
        donor: String(body.donor).trim(),
        donor_contact: body.donor_contact ? String(body.donor_contact) : null,
        received_on: String(body.received_on),
        kind,
        amount: kind === 'cash' ? Number(body.amount) : null,
        payment_method: kind === 'cash' ? String(body.payment_method) : null,
        project_id: body.project_id ? Number(body.project_id) : null,
        notes: body.notes ? String(body.notes) : null,
        lines: kind === 'cash' ? [] : valued,
        total_value:
          kind === 'cash'
            ? Number(body.amount)
            : valued.reduce((sum, line) => sum + line.quantity * line.unit_value, 0),
      },
    };
  };

  return [
    ...projectHandlers(
      {
        projects,
        members: clone(options.members ?? projectMembers),
        beneficiaries: clone(options.projectBeneficiaries ?? projectBeneficiaries),
        staff: staffRows,
        register: beneficiaries,
        items,
        today: options.today ?? businessToday(),
      },
      bodyOf,
    ),
    http.get('*/api/package-items/:id/movements', ({ params }) => {
      const found = items.find((row) => row.id === Number(params.id));
      if (!found) return notFound();
      const rows = movements[found.id] ?? [];
      return HttpResponse.json({
        data: { movements: rows, total: rows.length, on_hand: found.on_hand },
      });
    }),
    http.post('*/api/package-items/:id/purchase', async ({ request, params }) => {
      const found = items.find((row) => row.id === Number(params.id));
      if (!found) return notFound();
      const body = await bodyOf(request);
      const quantity = Number(body.quantity);
      if (!body.quantity || !Number.isInteger(quantity) || quantity < 1) {
        return invalid({ quantity: ['The quantity field is required.'] });
      }
      await delay(100);
      const onHand = Number(found.on_hand) + quantity;
      Object.assign(found, {
        on_hand: onHand,
        stock_value: onHand * Number(found.unit_cost),
        version: Number(found.version) + 1,
      });
      movements[found.id] = [
        {
          id: nextId++,
          moved_on: String(body.purchased_on),
          source: 'purchase',
          source_id: null,
          reference: null,
          quantity,
          unit_cost: Number(body.unit_cost),
          balance: onHand,
          note: [body.supplier, body.reference].filter(Boolean).join(', ') || null,
        },
        ...(movements[found.id] ?? []),
      ];
      return HttpResponse.json({ data: found });
    }),
    http.get('*/api/donations/:id/print', ({ params }) => {
      const found = donations.find((row) => row.id === Number(params.id));
      if (!found) return notFound();
      return new HttpResponse(new Blob(['%PDF-1.4 receipt'], { type: 'application/pdf' }), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${found.receipt_number}.pdf"`,
        },
      });
    }),
    http.post('*/api/donations/:id/void', async ({ request, params }) => {
      const found = donations.find((row) => row.id === Number(params.id));
      if (!found) return notFound();
      const body = await bodyOf(request);
      if (!String(body.reason ?? '').trim()) {
        return invalid({ reason: ['The reason field is required.'] });
      }
      if (found.status === 'void') {
        return HttpResponse.json({ message: 'This donation is void already.' }, { status: 409 });
      }
      Object.assign(found, {
        status: 'void',
        void_reason: String(body.reason),
        total_value: 0,
        version: Number(found.version) + 1,
      });
      return HttpResponse.json({ data: found });
    }),
    // Donations made here are read here (the resource handlers keep their own list).
    http.get('*/api/donations/:id', ({ params }) => {
      const found = donations.find((row) => row.id === Number(params.id));
      return found ? HttpResponse.json({ data: found }) : notFound();
    }),
    http.post('*/api/donations', async ({ request }) => {
      const body = await bodyOf(request);
      const result = shaped(body);
      if (result.refused) return result.refused;
      await delay(100);
      const made = {
        id: nextId++,
        brand_id: 1,
        version: 1,
        created_at: '2026-03-14T10:00:00.000Z',
        updated_at: '2026-03-14T10:00:00.000Z',
        labels: {},
        receipt_number: `RCT-${String(nextReceipt++).padStart(6, '0')}`,
        status: 'recorded',
        void_reason: null,
        ...result.values,
      };
      donations.unshift(made);
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    http.put('*/api/donations/:id', async ({ request, params }) => {
      const found = donations.find((row) => row.id === Number(params.id));
      if (!found) return notFound();
      const body = await bodyOf(request);
      if (body.version !== undefined && Number(body.version) < Number(found.version)) {
        return HttpResponse.json(
          {
            message: 'This donation was changed by someone else while you were editing it.',
            data: found,
          },
          { status: 409 },
        );
      }
      const result = shaped(body);
      if (result.refused) return result.refused;
      await delay(100);
      Object.assign(found, result.values, { version: Number(found.version) + 1 });
      return HttpResponse.json({ data: found });
    }),
    ...resourceHandlers(beneficiariesResource, beneficiaries),
    ...resourceHandlers(beneficiaryCategoriesResource, categoryRows),
    ...resourceHandlers(statesResource, stateRows),
    ...resourceHandlers(packageItemsResource, items),
    ...resourceHandlers(packageItemTypesResource, itemTypeRows),
    ...resourceHandlers(donationsResource, donations),
    ...resourceHandlers(projectsResource, projects),
    ...resourceHandlers(projectTypesResource, projectTypeRows),
    ...sessionHandlers(options.user ?? officer),
  ];
}

/** `charityHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function charityHandlers(...args: Parameters<typeof charityHandlersForOneStory>) {
  return freshEachStory(() => charityHandlersForOneStory(...args));
}
