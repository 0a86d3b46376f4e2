import type { AuditEntry, StoredFile } from '@backoffice/contract';
import type { ResourceRow } from '../lib/formValues';

const stamp = (day: number) => new Date(Date.UTC(2025, 1, day, 9, 30)).toISOString();

const VENDORS: [string, string, string, boolean][] = [
  ['Acme Feed Supply', 'Dana Ruiz', '5125550143', true],
  ['Blue Ridge Packaging', 'Marcus Lee', '8285550112', true],
  ['Cedar Valley Hatchery', 'Priya Nair', '5415550178', true],
  ['Delta Cold Storage', 'Tom Becker', '6625550190', false],
  ['Evergreen Vet Services', 'Sofia Alvarez', '3605550166', true],
  ['Farmstead Equipment Co.', 'Luke Harper', '4025550121', true],
  ['Golden Grain Mill', 'Hannah Cho', '7855550133', true],
  ['Harvest Logistics', 'Omar Haddad', '3165550109', false],
  ['Ironwood Fencing', 'Grace Miller', '5735550184', true],
  ['Juniper Egg Cartons', 'Noah Patel', '9195550157', true],
  ['Keystone Fuel', 'Emma Schultz', '7175550148', true],
  ['Lakeside Water Testing', 'Ben Ortiz', '2185550117', true],
  ['Meadowbrook Bedding', 'Chloe Martin', '8025550172', true],
  ['Northfield Pest Control', 'Ethan Brooks', '5075550138', true],
  ['Oakridge Electric', 'Mia Sanders', '8655550124', false],
  ['Prairie Lime & Grit', 'Liam Foster', '6055550199', true],
  ['Quality Scale Service', 'Ava Turner', '4795550151', true],
  ['Riverbend Printing', 'Jack Nguyen', '5095550106', true],
];

/** 18 suppliers of the poultry brand: two pages of 15. */
export const vendors: ResourceRow[] = VENDORS.map(([name, contact, phone, active], index) => ({
  id: index + 1,
  brand_id: 2,
  labels: {},
  created_at: stamp(index + 1),
  updated_at: stamp(index + 2),
  name,
  contact_name: contact,
  email: `${contact.split(' ')[0]?.toLowerCase()}@${name.toLowerCase().replace(/[^a-z]+/g, '')}.com`,
  phone,
  address: `${100 + index * 7} County Road ${index + 3}, Springfield`,
  notes: index % 3 === 0 ? 'Pays on net 30 terms; deliveries on Tuesdays.' : '',
  active,
}));

export const branches: ResourceRow[] = [
  'North Farm',
  'South Farm',
  'Packing Plant',
  'Head Office',
].map((name, index) => ({
  id: index + 1,
  brand_id: 2,
  labels: { state_id: 'Texas' },
  created_at: stamp(1),
  updated_at: stamp(1),
  name,
  code: name
    .split(' ')
    .map((word) => word[0])
    .join(''),
  phone: '5125550100',
  email: null,
  address: null,
  city: 'Austin',
  state_id: 1,
  active: true,
}));

const EMPLOYEES: [string, string, string, number, string, string][] = [
  ['Ann Baker', 'Shift lead', 'Production', 1, '2021-03-15', 'active'],
  ['Carlos Diaz', 'Egg grader', 'Packing', 3, '2022-07-01', 'active'],
  ['Fatima Khan', 'Accountant', 'Finance', 4, '2020-01-06', 'active'],
  ['George Evans', 'Driver', 'Logistics', 2, '2023-02-20', 'on_leave'],
  ['Helen Park', 'Flock manager', 'Production', 1, '2019-09-09', 'active'],
  ['Ivan Petrov', 'Maintenance technician', 'Facilities', 2, '2018-11-12', 'terminated'],
];

/** A 16 × 16 PNG of a person, small enough to keep here and the same every run. */
const PORTRAIT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAALUlEQVR42mO4/fw7SYhhSGj4dHAeHBHWgKwaqx76ayDZDzQLVq/8pQTR8NEAAEdBXTtH7ZD/AAAAAElFTkSuQmCC';
const portrait = new Blob([Uint8Array.from(atob(PORTRAIT_PNG), (char) => char.charCodeAt(0))], {
  type: 'image/png',
});

/** Helen Park's (employee 5) photo; the other employees have none. */
export const helenPhoto: StoredFile = {
  name: 'helen-park.png',
  url: '/api/employees/5/files/photo',
  size: portrait.size,
  type: 'image/png',
};

/** The bytes of the employees' stored files by address, for `resourceHandlers`. */
export const employeeFiles: ReadonlyMap<string, Blob> = new Map([[helenPhoto.url, portrait]]);

/** Staff of the poultry brand, with their branches. */
export const employees: ResourceRow[] = EMPLOYEES.map(
  ([name, position, department, branch, hired, status], index) => ({
    id: index + 1,
    brand_id: 2,
    labels: { branch_id: String(branches[branch - 1]?.name) },
    created_at: stamp(index + 1),
    updated_at: stamp(index + 3),
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}.${name.split(' ')[1]?.toLowerCase()}@poultry.example`,
    phone: `51255501${String(20 + index)}`,
    position,
    department,
    branch_id: branch,
    hire_date: hired,
    status,
    photo: index === 4 ? helenPhoto : null,
    bank_name: 'First Community Bank',
    account_number: `****${String(4821 + index * 113).slice(-4)}`,
    routing_number: '111000025',
  }),
);

/** What happened to a record: created, then two changes, newest first. */
export function auditOf(record: ResourceRow): AuditEntry[] {
  return [
    {
      id: record.id * 10 + 3,
      action: 'updated',
      user: { id: 7, name: 'Grace Hopper' },
      changes: {
        phone: { old: '5125550100', new: String(record.phone ?? '') },
        ...('status' in record ? { status: { old: 'on_leave', new: String(record.status) } } : {}),
      },
      created_at: new Date(Date.UTC(2025, 2, 12, 15, 5)).toISOString(),
    },
    {
      id: record.id * 10 + 2,
      action: 'updated',
      user: { id: 3, name: 'Miguel Santos' },
      changes: { name: { old: `${String(record.name)} Ltd`, new: String(record.name) } },
      created_at: new Date(Date.UTC(2025, 2, 2, 11, 40)).toISOString(),
    },
    {
      id: record.id * 10 + 1,
      action: 'created',
      user: { id: 7, name: 'Grace Hopper' },
      changes: { name: { old: null, new: `${String(record.name)} Ltd` } },
      created_at: new Date(Date.UTC(2025, 1, 20, 8, 15)).toISOString(),
    },
  ];
}
