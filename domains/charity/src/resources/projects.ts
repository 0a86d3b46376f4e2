import { BRAND, defineResource, type InputLinesDefinition } from '@backoffice/contract';
import { PROJECT_MESSAGES } from './projectMessages';

/**
 * A project's life: drafted, planned (members, package and beneficiaries set), its distribution
 * in progress, fulfilled (distribution over), closed (accounts done); or cancelled on the way.
 */
export const PROJECT_STATUSES = [
  'draft',
  'planned',
  'in_progress',
  'fulfilled',
  'closed',
  'cancelled',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** What a member does on the project. */
export const PROJECT_MEMBER_ROLES = [
  'lead',
  'coordinator',
  'field_officer',
  'volunteer',
  'driver',
] as const;
export type ProjectMemberRole = (typeof PROJECT_MEMBER_ROLES)[number];

/** At most this many beneficiaries are added, removed or handed over in one request. */
export const PROJECT_BATCH_MAX = 1000;

/** The lines of an action on a batch of the project's beneficiaries: one id a line. */
const BENEFICIARY_LINES: InputLinesDefinition = {
  label: 'Beneficiaries',
  min: 1,
  max: PROJECT_BATCH_MAX,
  fields: {
    beneficiary_id: { type: 'number', label: 'Beneficiary', rules: ['required', 'integer'] },
  },
};

/**
 * An aid project of the charity: what it is (name, type, dates, location, budget) and, step by
 * step in its wizard, who runs it (members and their role), what each beneficiary receives (the
 * package: items and quantity per beneficiary, the record's lines), who receives it (chosen from
 * the register) and the handing over (fulfilment), which takes the packages out of stock. A step
 * is refused, by the API as by the screens, while an earlier one is incomplete
 * (`projectSteps.ts`).
 */
export const projectsResource = defineResource({
  name: 'projects',
  segment: 'projects',
  singular: 'project',
  plural: 'projects',
  scope: 'brand',
  brands: [BRAND.charity],
  titleField: 'name',
  fields: {
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'max:150', 'unique'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    type_id: {
      type: 'reference',
      label: 'Type',
      resource: 'project_types',
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    starts_on: {
      type: 'date',
      label: 'Starts on',
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    // Not before `starts_on`: the server's hook says so with Laravel's `after_or_equal` sentence.
    ends_on: { type: 'date', label: 'Ends on', sortable: true },
    location: {
      type: 'string',
      label: 'Location',
      rules: ['required', 'max:200'],
      listed: true,
      searchable: true,
    },
    state_id: { type: 'reference', label: 'State', resource: 'states', filterable: true },
    budget: { type: 'money', label: 'Budget', rules: ['min:0'], sortable: true },
    description: { type: 'text', label: 'Description', rules: ['max:2000'] },
    status: {
      type: 'enum',
      label: 'Status',
      options: PROJECT_STATUSES,
      readOnly: true,
      default: 'draft',
      listed: true,
      sortable: true,
      filterable: true,
    },
    cancel_reason: { type: 'text', label: 'Cancellation reason', readOnly: true },
  },
  /** The package: what each beneficiary receives. */
  lines: {
    label: 'Package',
    table: 'project_package_items',
    parentKey: 'project_id',
    max: 50,
    fields: {
      package_item_id: {
        type: 'reference',
        label: 'Package item',
        resource: 'package_items',
        rules: ['required'],
      },
      quantity: {
        type: 'number',
        label: 'Quantity per beneficiary',
        rules: ['required', 'integer', 'min:1', 'max:10000'],
      },
    },
  },
  computed: {
    members_count: { type: 'number', label: 'Members' },
    beneficiaries_count: {
      type: 'number',
      label: 'Beneficiaries',
      listed: true,
      sortable: true,
    },
    handed_over_count: { type: 'number', label: 'Handed over', listed: true, sortable: true },
    /** Cash and in-kind value of the project's recorded donations. */
    donations_total: { type: 'money', label: 'Donations' },
  },
  stateField: 'status',
  actions: {
    members: {
      label: 'Save members',
      from: ['draft', 'planned', 'in_progress'],
      permission: 'access_projects',
      lines: {
        label: 'Members',
        min: 1,
        max: 50,
        fields: {
          user_id: { type: 'number', label: 'Staff member', rules: ['required', 'integer'] },
          role: {
            type: 'enum',
            label: 'Role',
            options: PROJECT_MEMBER_ROLES,
            rules: ['required'],
          },
        },
      },
      wrongState: 'The members of a finished project stay as they were.',
    },
    'add-beneficiaries': {
      label: 'Add beneficiaries',
      from: ['draft', 'planned', 'in_progress'],
      permission: 'access_projects',
      lines: BENEFICIARY_LINES,
      wrongState: 'Beneficiaries are added before the project is fulfilled.',
    },
    'remove-beneficiaries': {
      label: 'Remove beneficiaries',
      from: ['draft', 'planned', 'in_progress'],
      permission: 'access_projects',
      lines: BENEFICIARY_LINES,
      wrongState: 'Beneficiaries are removed before the project is fulfilled.',
    },
    plan: {
      label: 'Mark as planned',
      from: ['draft'],
      to: 'planned',
      permission: 'access_projects',
      wrongState: 'Only a draft project can be marked as planned.',
    },
    start: {
      label: 'Start distribution',
      from: ['planned'],
      to: 'in_progress',
      permission: 'access_projects',
      confirm: 'Start the distribution? Packages can then be handed over.',
      wrongState: 'Only a planned project can start its distribution.',
    },
    'hand-over': {
      label: 'Mark handed over',
      from: ['in_progress'],
      permission: 'access_projects',
      input: {
        handed_over_on: { type: 'date', label: 'Handed over on', rules: ['required'] },
        handed_over_by: {
          type: 'number',
          label: 'Handed over by',
          rules: ['required', 'integer'],
        },
        collected_by: { type: 'string', label: 'Collected by', rules: ['max:150'] },
      },
      lines: BENEFICIARY_LINES,
      wrongState: 'Packages are handed over while the distribution is in progress.',
      stateMessages: {
        draft: PROJECT_MESSAGES.notStarted,
        planned: PROJECT_MESSAGES.notStarted,
      },
    },
    'undo-hand-over': {
      label: 'Undo hand-over',
      from: ['in_progress'],
      permission: 'access_projects',
      lines: BENEFICIARY_LINES,
      confirm: 'Undo these hand-overs? Their packages go back into stock.',
      wrongState: 'A hand-over is undone while the distribution is in progress.',
    },
    finish: {
      label: 'Finish distribution',
      from: ['in_progress'],
      to: 'fulfilled',
      permission: 'access_projects',
      confirm: 'Finish the distribution? No more packages can be handed over.',
      wrongState: 'Only a distribution in progress can be finished.',
    },
    close: {
      label: 'Close project',
      from: ['fulfilled'],
      to: 'closed',
      permission: 'access_projects',
      confirm: 'Close this project? It can no longer be changed.',
      wrongState: 'Only a fulfilled project can be closed.',
      reversible: true,
    },
    cancel: {
      label: 'Cancel project',
      from: ['draft', 'planned', 'in_progress'],
      to: 'cancelled',
      permission: 'access_projects',
      input: { reason: { type: 'text', label: 'Reason', rules: ['required', 'max:500'] } },
      confirm:
        'Cancel this project? Packages already handed over stay handed over; nothing else is given out.',
      wrongState: 'A fulfilled, closed or cancelled project cannot be cancelled.',
    },
  },
  // The donation form names a project: its users pick one without running projects.
  readers: ['manage_donations'],
  permissions: {
    list: 'access_projects',
    view: 'access_projects',
    create: 'access_projects',
    update: 'access_projects',
    delete: 'access_projects',
  },
  defaultSort: { field: 'starts_on', direction: 'desc' },
  // The spec's table names the list, the new project and the wizard's overview (no edit route:
  // the details are changed from the wizard).
  routes: { list: 'projects', create: 'new-project', detail: 'view-project' },
});
