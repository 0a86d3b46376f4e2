import type { RouteEntry, RouteName } from '@backoffice/access';
import { ROUTES } from '@backoffice/access';
import { defineResource, everyAction, nameField } from '@backoffice/contract';
import { createResourceRegistry } from '../../registry/resourceRegistry';

/*
 * Sample definitions for the stories and tests of the generic screens. A package may not import
 * a domain, so these are written here, shaped like the common domain's vendors, employees and
 * branches (whose routes the spec's table names): a flat list with a boolean filter, and a
 * record with sections, a reference, an enum, a file and a masked field. They test the
 * machinery, not the domain: the domain's own definitions stay the single source of its fields.
 */

/** Suppliers of a brand: a flat list with search, sort and an Active filter. */
export const sampleVendors = defineResource({
  name: 'vendors',
  segment: 'vendors',
  singular: 'vendor',
  plural: 'vendors',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: nameField(),
    contact_name: {
      type: 'string',
      label: 'Contact name',
      listed: true,
      searchable: true,
      sortable: true,
    },
    email: { type: 'email', label: 'Email', listed: true, searchable: true, sortable: true },
    phone: { type: 'phone', label: 'Phone', listed: true, searchable: true },
    address: { type: 'text', label: 'Address', searchable: true },
    notes: { type: 'text', label: 'Notes' },
    active: {
      type: 'boolean',
      label: 'Active',
      default: true,
      listed: true,
      filterable: true,
    },
  },
  permissions: everyAction('manage_vendors'),
  defaultSort: { field: 'name', direction: 'asc' },
});

/** Staff records: sections (profile, banking info), a branch reference, a photo, a masked number. */
export const sampleEmployees = defineResource({
  name: 'employees',
  segment: 'employees',
  singular: 'employee',
  plural: 'employees',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    email: {
      type: 'email',
      label: 'Email',
      rules: ['required', 'unique'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    phone: { type: 'phone', label: 'Phone', searchable: true },
    position: {
      type: 'string',
      label: 'Position',
      listed: true,
      searchable: true,
      sortable: true,
      filterable: true,
    },
    department: {
      type: 'string',
      label: 'Department',
      listed: true,
      sortable: true,
      filterable: true,
    },
    branch_id: {
      type: 'reference',
      label: 'Branch',
      resource: 'branches',
      listed: true,
      filterable: true,
    },
    hire_date: {
      type: 'date',
      label: 'Hire date',
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    status: {
      type: 'enum',
      label: 'Status',
      options: ['active', 'on_leave', 'terminated'],
      rules: ['required'],
      default: 'active',
      listed: true,
      sortable: true,
      filterable: true,
    },
    photo: { type: 'file', label: 'Photo', mimes: ['jpg', 'png', 'gif', 'webp'] },
    bank_name: { type: 'string', label: 'Bank' },
    account_number: {
      type: 'string',
      label: 'Account number',
      rules: ['between:4,17'],
      digits: true,
      masked: true,
    },
    routing_number: {
      type: 'string',
      label: 'Routing number',
      rules: ['min:9', 'max:9'],
      digits: true,
    },
  },
  permissions: {
    list: 'manage_employees',
    view: 'manage_employees',
    create: 'manage_employees',
    update: 'manage_employees',
    delete: 'manage_employees',
  },
  defaultSort: { field: 'name', direction: 'asc' },
  sections: [
    {
      id: 'profile',
      label: 'Profile',
      fields: [
        'name',
        'email',
        'phone',
        'position',
        'department',
        'branch_id',
        'hire_date',
        'status',
        'photo',
      ],
    },
    {
      id: 'banking-info',
      label: 'Banking info',
      fields: ['bank_name', 'account_number', 'routing_number'],
    },
  ],
});

/** The branches an employee refers to. */
export const sampleBranches = defineResource({
  name: 'branches',
  segment: 'branches',
  singular: 'branch',
  plural: 'branches',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: nameField(),
    city: { type: 'string', label: 'City', listed: true, sortable: true, filterable: true },
  },
  permissions: everyAction('manage_branches'),
  defaultSort: { field: 'name', direction: 'asc' },
});

/**
 * A charity's projects: a record with a state and actions, to test the detail screen's action
 * buttons and dialogs. Start needs nothing; Complete asks for a reason.
 */
export const sampleProjects = defineResource({
  name: 'projects',
  segment: 'projects',
  singular: 'project',
  plural: 'projects',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: nameField(),
    status: {
      type: 'enum',
      label: 'Status',
      options: ['planned', 'active', 'completed'],
      default: 'planned',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    completion_note: { type: 'text', label: 'Completion note', readOnly: true },
  },
  // Only moved by its actions: the spec's table has no edit route for projects.
  permissions: { list: 'access_projects', view: 'access_projects', create: 'access_projects' },
  routes: { list: 'projects', create: 'new-project', detail: 'view-project' },
  defaultSort: { field: 'name', direction: 'asc' },
  stateField: 'status',
  actions: {
    start: {
      label: 'Start',
      from: ['planned'],
      to: 'active',
      permission: 'access_projects',
      wrongState: 'Only planned projects can be started.',
    },
    complete: {
      label: 'Complete',
      from: ['active'],
      to: 'completed',
      permission: 'access_projects',
      input: {
        reason: { type: 'text', label: 'Reason', rules: ['required', 'max:500'] },
      },
      confirm: 'Complete this project? Its records stay, but nothing more is planned in it.',
      wrongState: 'Only active projects can be completed.',
      stateMessages: { completed: 'This project is already completed.' },
    },
  },
});

/** The sample resources on the spec's route table, as an app's registry would hold them. */
export const sampleRegistry = createResourceRegistry(
  [sampleBranches, sampleVendors, sampleEmployees, sampleProjects],
  ROUTES as readonly RouteEntry<RouteName>[],
);
