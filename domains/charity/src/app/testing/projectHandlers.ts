/**
 * MSW handlers answering the project screens' calls as the server does, over rows kept in
 * memory for one story or test: the staff, a project with its counts, its details and package
 * (refused out of step), its actions (members, beneficiaries added and removed in batches, the
 * hand-over that takes packages out of stock and its undo, the moves between statuses), its views
 * and its printed list, and a beneficiary's projects and packages.
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import {
  actionRunsFrom,
  resourceInput,
  resourceValues,
  ruleMessage,
  staleRecordMessage,
  validateResource,
  wrongStateMessage,
} from '@backoffice/contract';
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import { PROJECT_MESSAGES, projectSteps, stepRefusal } from '../../resources/projectSteps';
import { type ProjectMemberRole, projectsResource } from '../../resources/projects';
import { belowZeroMessage } from '../../resources/stock';
import type { ProjectLine, StaffMember } from '../projects/projectTypes';
import type { MemberFixture, ProjectBeneficiaryFixture } from './projectFixtures';

type Body = Record<string, unknown>;

export interface ProjectState {
  projects: ResourceRow[];
  members: Record<number, MemberFixture[]>;
  beneficiaries: Record<number, ProjectBeneficiaryFixture[]>;
  staff: StaffMember[];
  /** The register: every beneficiary of the brand. */
  register: ResourceRow[];
  items: ResourceRow[];
  /** Today on the server, for a hand-over's day. */
  today: string;
}

const json = (status: number, body: JsonBodyType) => HttpResponse.json(body, { status });
const invalid = (errors: Record<string, string[]>) =>
  json(422, { message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors });
const refused = (message: string) => json(409, { message });
const notFound = () => json(404, { message: 'Not Found' });
const linesOf = (body: Body) =>
  Object.values((body.lines as Record<string, Body> | undefined) ?? {});

export function projectHandlers(state: ProjectState, bodyOf: (request: Request) => Promise<Body>) {
  const { projects, members, beneficiaries, staff, register, items } = state;
  let nextId = 500;
  const find = (id: unknown) => projects.find((row) => row.id === Number(id));
  const person = (id: number) => register.find((row) => row.id === id);
  const staffName = (id: number | null) => staff.find((one) => one.id === id)?.name ?? null;

  /** The counts the server computes in SQL. */
  const counted = (project: ResourceRow) => {
    const people = beneficiaries[project.id] ?? [];
    return Object.assign(project, {
      members_count: (members[project.id] ?? []).length,
      beneficiaries_count: people.length,
      handed_over_count: people.filter((one) => one.handed_over_on).length,
    });
  };
  for (const project of projects) counted(project);

  const progress = (project: ResourceRow) => ({
    status: project.status as never,
    members_count: Number(project.members_count),
    package_count: (project.lines as ProjectLine[]).length,
    beneficiaries_count: Number(project.beneficiaries_count),
    handed_over_count: Number(project.handed_over_count),
  });

  /** Bumps the version and answers the project as the action left it. */
  const saved = async (project: ResourceRow) => {
    await delay(100);
    project.version = Number(project.version) + 1;
    return HttpResponse.json({ data: counted(project) });
  };

  const stale = (project: ResourceRow, body: Body) =>
    body.version !== undefined && Number(body.version) < Number(project.version)
      ? json(409, { message: staleRecordMessage(projectsResource), data: project })
      : null;

  const stockOf = (project: ResourceRow) => {
    const people = beneficiaries[project.id] ?? [];
    const handed = people.filter((one) => one.handed_over_on).length;
    return (project.lines as ProjectLine[]).map((line) => {
      const item = items.find((row) => row.id === line.package_item_id);
      const stillNeeded = line.quantity * (people.length - handed);
      const onHand = Number(item?.on_hand ?? 0);
      return {
        package_item_id: line.package_item_id,
        name: String(item?.name),
        unit: String(item?.unit),
        quantity: line.quantity,
        needed: line.quantity * people.length,
        handed_out: line.quantity * handed,
        still_needed: stillNeeded,
        on_hand: onHand,
        short: Math.max(0, stillNeeded - onHand),
      };
    });
  };

  /** Moves stock for `count` packages: out for a hand-over, back in for its undo. */
  const moveStock = (project: ResourceRow, count: number, sign: -1 | 1) => {
    for (const line of project.lines as ProjectLine[]) {
      const item = items.find((row) => row.id === line.package_item_id);
      if (!item) continue;
      const onHand = Number(item.on_hand) + sign * line.quantity * count;
      Object.assign(item, { on_hand: onHand, stock_value: onHand * Number(item.unit_cost) });
    }
  };

  /** Each line's beneficiary, or the 422 sentences of those refused, by line. */
  const lineRefusals = (
    body: Body,
    check: (id: number, name: string) => string | null,
  ): Record<string, string[]> => {
    const errors: Record<string, string[]> = {};
    linesOf(body).forEach((line, i) => {
      const id = Number(line.beneficiary_id);
      const found = person(id);
      const message = found ? check(id, String(found.name)) : PROJECT_MESSAGES.notFound(id);
      if (message) errors[`lines.${i}.beneficiary_id`] = [message];
    });
    return errors;
  };

  const actions: Record<string, (project: ResourceRow, body: Body) => Promise<Response>> = {
    members: async (project, body) => {
      const lines = linesOf(body);
      const errors: Record<string, string[]> = {};
      if (lines.length === 0) errors.lines = ['The members field is required.'];
      const seen = new Set<number>();
      lines.forEach((line, i) => {
        const id = Number(line.user_id);
        if (!line.user_id) errors[`lines.${i}.user_id`] = ['The staff member field is required.'];
        else if (!staff.some((one) => one.id === id))
          errors[`lines.${i}.user_id`] = [PROJECT_MESSAGES.memberNotStaff];
        else if (seen.has(id)) errors[`lines.${i}.user_id`] = [PROJECT_MESSAGES.memberTwice];
        seen.add(id);
        if (!line.role) errors[`lines.${i}.role`] = ['The role field is required.'];
      });
      if (Object.keys(errors).length) return invalid(errors);
      members[project.id] = lines.map((line) => ({
        user_id: Number(line.user_id),
        role: String(line.role) as ProjectMemberRole,
      }));
      return saved(project);
    },
    'add-beneficiaries': async (project, body) => {
      const refusal = stepRefusal(progress(project), 'beneficiaries');
      if (refusal) return refused(refusal);
      const errors = lineRefusals(body, (id, name) => {
        const status = String(person(id)?.status);
        return status === 'active' ? null : PROJECT_MESSAGES.notActive(name, status);
      });
      if (Object.keys(errors).length) return invalid(errors);
      const list = beneficiaries[project.id] ?? [];
      beneficiaries[project.id] = list;
      for (const line of linesOf(body)) {
        const id = Number(line.beneficiary_id);
        if (list.some((one) => one.beneficiary_id === id)) continue;
        list.push({
          beneficiary_id: id,
          added_at: '2026-03-14T10:00:00.000Z',
          handed_over_on: null,
          handed_over_by: null,
          collected_by: null,
        });
      }
      return saved(project);
    },
    'remove-beneficiaries': async (project, body) => {
      const list = beneficiaries[project.id] ?? [];
      const errors = lineRefusals(body, (id, name) => {
        const one = list.find((row) => row.beneficiary_id === id);
        if (!one) return PROJECT_MESSAGES.notInProject(name);
        return one.handed_over_on ? PROJECT_MESSAGES.receivedStays(name) : null;
      });
      if (Object.keys(errors).length) return invalid(errors);
      const ids = new Set(linesOf(body).map((line) => Number(line.beneficiary_id)));
      const left = list.filter((one) => !ids.has(one.beneficiary_id));
      beneficiaries[project.id] = left;
      // Removing the last who had not received ends the distribution, as a hand-over would.
      const ended = left.length > 0 && left.every((one) => one.handed_over_on);
      if (ended && project.status === 'in_progress') project.status = 'fulfilled';
      return saved(project);
    },
    plan: async (project) => {
      const first = projectSteps(progress(project)).find((step) => step.lockedBecause);
      if (first?.lockedBecause) return refused(first.lockedBecause);
      if (!Number(project.beneficiaries_count)) return refused(PROJECT_MESSAGES.beneficiariesFirst);
      project.status = 'planned';
      return saved(project);
    },
    start: async (project) => {
      project.status = 'in_progress';
      return saved(project);
    },
    'hand-over': async (project, body) => {
      const list = beneficiaries[project.id] ?? [];
      const errors: Record<string, string[]> = {};
      const day = String(body.handed_over_on ?? '');
      if (!day) errors.handed_over_on = ['The handed over on field is required.'];
      else if (day > state.today) errors.handed_over_on = [PROJECT_MESSAGES.futureHandOver];
      const by = Number(body.handed_over_by);
      if (!body.handed_over_by) errors.handed_over_by = ['The handed over by field is required.'];
      else if (!(members[project.id] ?? []).some((one) => one.user_id === by))
        errors.handed_over_by = [PROJECT_MESSAGES.handedOverByMember];
      Object.assign(
        errors,
        lineRefusals(body, (id, name) => {
          const one = list.find((row) => row.beneficiary_id === id);
          if (!one) return PROJECT_MESSAGES.notInProject(name);
          return one.handed_over_on ? PROJECT_MESSAGES.alreadyHandedOver(name) : null;
        }),
      );
      if (Object.keys(errors).length) return invalid(errors);
      const ids = new Set(linesOf(body).map((line) => Number(line.beneficiary_id)));
      for (const line of project.lines as ProjectLine[]) {
        const item = items.find((row) => row.id === line.package_item_id);
        const taken = line.quantity * ids.size;
        if (item && Number(item.on_hand) < taken) {
          return invalid({
            lines: [
              belowZeroMessage({
                name: String(item.name),
                unit: String(item.unit),
                onHand: Number(item.on_hand),
                taken,
              }),
            ],
          });
        }
      }
      moveStock(project, ids.size, -1);
      for (const one of list) {
        if (!ids.has(one.beneficiary_id)) continue;
        Object.assign(one, {
          handed_over_on: day,
          handed_over_by: by,
          collected_by: body.collected_by ? String(body.collected_by) : null,
        });
      }
      if (list.every((one) => one.handed_over_on)) project.status = 'fulfilled';
      return saved(project);
    },
    'undo-hand-over': async (project, body) => {
      const list = beneficiaries[project.id] ?? [];
      const errors = lineRefusals(body, (id, name) => {
        const one = list.find((row) => row.beneficiary_id === id);
        if (!one) return PROJECT_MESSAGES.notInProject(name);
        return one.handed_over_on ? null : PROJECT_MESSAGES.notHandedOver(name);
      });
      if (Object.keys(errors).length) return invalid(errors);
      const ids = new Set(linesOf(body).map((line) => Number(line.beneficiary_id)));
      moveStock(project, ids.size, 1);
      for (const one of list) {
        if (ids.has(one.beneficiary_id)) {
          Object.assign(one, { handed_over_on: null, handed_over_by: null, collected_by: null });
        }
      }
      return saved(project);
    },
    finish: async (project) => {
      if (!Number(project.handed_over_count)) return refused(PROJECT_MESSAGES.nothingHandedOver);
      project.status = 'fulfilled';
      return saved(project);
    },
    close: async (project) => {
      project.status = 'closed';
      return saved(project);
    },
    cancel: async (project, body) => {
      if (!String(body.reason ?? '').trim()) {
        return invalid({ reason: ['The reason field is required.'] });
      }
      Object.assign(project, { status: 'cancelled', cancel_reason: String(body.reason) });
      return saved(project);
    },
  };

  return [
    http.get('*/api/staff', () => HttpResponse.json({ data: staff })),
    http.get('*/api/beneficiaries/:id/received', ({ params }) => {
      const id = Number(params.id);
      if (!person(id)) return notFound();
      const joined = projects.flatMap((project) => {
        const one = (beneficiaries[project.id] ?? []).find((row) => row.beneficiary_id === id);
        return one ? [{ project, one }] : [];
      });
      joined.sort((a, b) => String(b.project.starts_on).localeCompare(String(a.project.starts_on)));
      return HttpResponse.json({
        data: {
          projects: joined.map(({ project, one }) => ({
            id: project.id,
            name: project.name,
            status: project.status,
            starts_on: project.starts_on,
            ends_on: project.ends_on,
            handed_over_on: one.handed_over_on,
          })),
          packages: joined
            .filter(({ one }) => one.handed_over_on)
            .map(({ project, one }) => ({
              project_id: project.id,
              project_name: project.name,
              handed_over_on: one.handed_over_on,
              handed_over_by_name: staffName(one.handed_over_by),
              collected_by: one.collected_by,
              items: (project.lines as ProjectLine[]).map((line) => {
                const item = items.find((row) => row.id === line.package_item_id);
                return { name: item?.name, unit: item?.unit, quantity: line.quantity };
              }),
            })),
        },
      });
    }),
    http.get('*/api/projects/:id/members', ({ params }) => {
      const project = find(params.id);
      if (!project) return notFound();
      return HttpResponse.json({
        data: (members[project.id] ?? []).map((member) => {
          const one = staff.find((row) => row.id === member.user_id);
          return { ...member, name: one?.name ?? '', roles: one?.roles ?? [] };
        }),
      });
    }),
    http.get('*/api/projects/:id/beneficiaries', ({ params }) => {
      const project = find(params.id);
      if (!project) return notFound();
      const rows = (beneficiaries[project.id] ?? []).map((one) => {
        const found = person(one.beneficiary_id) as ResourceRow;
        return {
          ...one,
          name: found.name,
          phone: found.phone,
          gender: found.gender,
          household_size: found.household_size,
          category: found.labels.category_id ?? null,
          state: found.labels.state_id ?? null,
          status: found.status,
          handed_over_by_name: staffName(one.handed_over_by),
        };
      });
      rows.sort((a, b) => String(a.name).localeCompare(String(b.name)));
      return HttpResponse.json({ data: rows });
    }),
    http.get('*/api/projects/:id/stock', ({ params }) => {
      const project = find(params.id);
      return project ? HttpResponse.json({ data: stockOf(project) }) : notFound();
    }),
    http.get('*/api/projects/:id/print', ({ params }) => {
      const project = find(params.id);
      if (!project) return notFound();
      return new HttpResponse(
        new Blob(['%PDF-1.4 distribution list'], { type: 'application/pdf' }),
        {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="distribution-list-${project.id}.pdf"`,
          },
        },
      );
    }),
    http.get('*/api/projects/:id', ({ params }) => {
      const project = find(params.id);
      return project ? HttpResponse.json({ data: counted(project) }) : notFound();
    }),
    http.post('*/api/projects', async ({ request }) => {
      const body = await bodyOf(request);
      const input = resourceInput(projectsResource, body, 'create');
      const result = validateResource(projectsResource, input, {
        mode: 'create',
        isUnique: (_field, value) =>
          !projects.some((row) => String(row.name).toLowerCase() === String(value).toLowerCase()),
      });
      if (!result.valid) return json(422, { message: result.message, errors: result.errors });
      if (body.lines) return invalid({ lines: [PROJECT_MESSAGES.membersFirst] });
      if (body.ends_on && String(body.ends_on) < String(body.starts_on)) {
        return invalid({
          ends_on: [ruleMessage('after_or_equal', 'ends_on', { date: 'starts on' })],
        });
      }
      await delay(100);
      const values = resourceValues(projectsResource, input, 'create');
      const made = counted({
        ...values,
        id: nextId++,
        brand_id: 1,
        version: 1,
        created_at: '2026-03-14T10:00:00.000Z',
        updated_at: '2026-03-14T10:00:00.000Z',
        status: 'draft',
        cancel_reason: null,
        lines: [],
        donations_total: 0,
        labels: {},
      } as ResourceRow);
      projects.push(made);
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    http.put('*/api/projects/:id', async ({ request, params }) => {
      const project = find(params.id);
      if (!project) return notFound();
      const body = await bodyOf(request);
      if (project.status === 'closed' || project.status === 'cancelled') {
        return refused(PROJECT_MESSAGES.finished(String(project.status)));
      }
      const conflict = stale(project, body);
      if (conflict) return conflict;
      const input = resourceInput(projectsResource, body, 'update');
      const result = validateResource(projectsResource, input, { mode: 'update' });
      if (!result.valid) return json(422, { message: result.message, errors: result.errors });
      const starts = String(body.starts_on ?? project.starts_on);
      const ends = body.ends_on === undefined ? project.ends_on : body.ends_on;
      if (ends && String(ends) < starts) {
        return invalid({
          ends_on: [ruleMessage('after_or_equal', 'ends_on', { date: 'starts on' })],
        });
      }
      if (body.lines) {
        if (!(members[project.id] ?? []).length) {
          return invalid({ lines: [PROJECT_MESSAGES.membersFirst] });
        }
        if (!['draft', 'planned'].includes(String(project.status))) {
          return invalid({ lines: [PROJECT_MESSAGES.packageLocked] });
        }
        project.lines = linesOf(body).map((line, i) => ({
          id: nextId + i,
          package_item_id: Number(line.package_item_id),
          quantity: Number(line.quantity),
        }));
        nextId += 50;
      }
      Object.assign(project, resourceValues(projectsResource, input, 'update'));
      return saved(project);
    }),
    http.post('*/api/projects/:id/:action', async ({ request, params }) => {
      const project = find(params.id);
      const name = String(params.action);
      const action = projectsResource.actions[name];
      const run = actions[name];
      if (!project || !action || !run) return notFound();
      const body = await bodyOf(request);
      const conflict = stale(project, body);
      if (conflict) return conflict;
      if (!actionRunsFrom(action, project.status)) {
        return refused(wrongStateMessage(action, project.status));
      }
      return run(project, body);
    }),
  ];
}
