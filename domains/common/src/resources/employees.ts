import { defineResource } from '@backoffice/contract';

export const EMPLOYEE_STATUSES = ['active', 'on_leave', 'terminated'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/**
 * Staff records kept by human resources, per brand. The detail screen has a profile tab (with
 * an optional photo, an image of at most 2 MB, and the user account it belongs to) and a
 * banking-info tab; the account number is only ever sent masked to its last four digits.
 */
export const employeesResource = defineResource({
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
      options: EMPLOYEE_STATUSES,
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
    /**
     * The employee's own sign-in, a user of the brand (one employee per user in a brand), whose
     * profile then shows this record read-only.
     */
    user_id: {
      type: 'number',
      label: 'User account',
      rules: ['integer', 'unique'],
      staff: true,
      listed: true,
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
        'user_id',
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
