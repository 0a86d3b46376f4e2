/**
 * Sample projects of the charity's screens, shaped as the server answers them: the brand's staff,
 * more people in the register, and five projects at each stage of the wizard (a distribution in
 * progress half handed over, a planned one short of oil, a draft with members only, an empty
 * draft and a closed one), with their members and beneficiaries.
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import type { ProjectMemberRole } from '../../resources/projects';
import type { StaffMember } from '../projects/projectTypes';

const stamp = '2026-03-10T09:00:00.000Z';

/** Every user of the brand with their roles (`GET /api/staff`); 41 is the signed-in officer. */
export const staffRows: StaffMember[] = [
  { id: 54, name: 'Daniel Mensah', roles: ['Administrator'] },
  { id: 51, name: 'Faith Okoro', roles: ['Field Officer'] },
  { id: 53, name: 'Grace Adeyemi', roles: ['Field Officer'] },
  { id: 55, name: 'Halima Abdi', roles: [] },
  { id: 41, name: 'Ngozi Eze', roles: ['Manager'] },
  { id: 52, name: 'Yusuf Warsame', roles: ['Field Officer'] },
];

export const projectTypeRows: ResourceRow[] = [
  { id: 1, name: 'Food distribution', description: null },
  { id: 2, name: 'School support', description: null },
  { id: 3, name: 'Emergency relief', description: null },
].map((type) => ({
  ...type,
  brand_id: 1,
  version: 1,
  created_at: stamp,
  updated_at: stamp,
  labels: {},
}));

const FIRST = [
  'Aisha',
  'Bashir',
  'Chiamaka',
  'Deng',
  'Ebere',
  'Fadumo',
  'Gatluak',
  'Hodan',
  'Ifeoma',
  'Jama',
  'Kemi',
  'Lual',
];
const LAST = ['Adebayo', 'Hassan', 'Mayen', 'Nwosu', 'Omondi'];
const CATEGORIES = [
  [1, 'Families'],
  [2, 'Elderly'],
  [3, 'Newly arrived refugees'],
  [4, 'Widows'],
] as const;
const STATES = [
  [1, 'Texas'],
  [1, 'Texas'],
  [2, 'Georgia'],
  [3, 'Illinois'],
] as const;

/**
 * Forty-eight more people of the register (ids 15 to 62), named, placed and grouped in turn;
 * every eleventh is inactive.
 */
export const registerRows: ResourceRow[] = Array.from({ length: 48 }, (_, i) => {
  const id = 15 + i;
  const [categoryId, category] = CATEGORIES[i % 4] ?? CATEGORIES[0];
  const [stateId, state] = STATES[(i >> 1) % 4] ?? STATES[0];
  return {
    id,
    brand_id: 1,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    name: `${FIRST[i % 12]} ${LAST[Math.floor(i / 12) % 5]}`,
    gender: i % 3 === 1 ? 'male' : 'female',
    date_of_birth: `19${60 + (i % 35)}-0${1 + (i % 9)}-1${i % 10}`,
    phone: `71355520${String(i).padStart(2, '0')}`,
    address: `${1200 + i * 7} Bellaire Blvd, Houston, TX`,
    state_id: stateId,
    category_id: categoryId,
    household_size: 1 + (i % 7),
    id_document: null,
    status: i % 11 === 10 ? 'inactive' : 'active',
    duplicate_confirmed: false,
    labels: { state_id: state, category_id: category },
  } as ResourceRow;
});

export interface MemberFixture {
  user_id: number;
  role: ProjectMemberRole;
}

export interface ProjectBeneficiaryFixture {
  beneficiary_id: number;
  added_at: string;
  handed_over_on: string | null;
  handed_over_by: number | null;
  collected_by: string | null;
}

const project = (
  id: number,
  fields: Record<string, unknown>,
  labels: Record<string, string | null>,
): ResourceRow =>
  ({
    id,
    brand_id: 1,
    version: 3,
    created_at: stamp,
    updated_at: stamp,
    ends_on: null,
    state_id: 1,
    budget: null,
    description: null,
    cancel_reason: null,
    lines: [],
    members_count: 0,
    beneficiaries_count: 0,
    handed_over_count: 0,
    donations_total: 0,
    ...fields,
    labels,
  }) as ResourceRow;

/** A distribution under way: 24 people, 12 handed over on two days. */
export const winterParcels = project(
  7,
  {
    name: 'Winter food parcels',
    type_id: 1,
    starts_on: '2026-03-02',
    ends_on: '2026-03-20',
    location: 'Alief Community Center',
    budget: 450_000,
    description: 'Rice, oil and a hygiene kit for each registered household in Alief.',
    status: 'in_progress',
    lines: [
      { id: 71, package_item_id: 1, quantity: 2 },
      { id: 72, package_item_id: 2, quantity: 1 },
      { id: 73, package_item_id: 3, quantity: 1 },
    ],
    donations_total: 250_000,
  },
  { type_id: 'Food distribution', state_id: 'Texas' },
);

/** Planned, with 20 people, and a package that needs more oil than is on hand. */
export const schoolKits = project(
  8,
  {
    name: 'Spring school kits',
    type_id: 2,
    starts_on: '2026-03-23',
    ends_on: '2026-03-27',
    location: 'Sharpstown High School',
    budget: 180_000,
    status: 'planned',
    lines: [
      { id: 81, package_item_id: 3, quantity: 1 },
      { id: 82, package_item_id: 2, quantity: 3 },
    ],
  },
  { type_id: 'School support', state_id: 'Texas' },
);

/** A draft with its members only: the package is next. */
export const ramadanDrive = project(
  9,
  {
    name: 'Ramadan food drive',
    type_id: 1,
    starts_on: '2026-04-06',
    location: 'Clarkston Mosque',
    state_id: 2,
    status: 'draft',
  },
  { type_id: 'Food distribution', state_id: 'Georgia' },
);

/** A draft just created: nobody runs it yet. */
export const welcomeKits = project(
  10,
  {
    name: 'New arrivals welcome kits',
    type_id: 3,
    starts_on: '2026-04-20',
    location: 'Chicago intake center',
    state_id: 3,
    status: 'draft',
  },
  { type_id: 'Emergency relief', state_id: 'Illinois' },
);

/** Last autumn's parcels, every package handed over and the project closed. */
export const autumnParcels = project(
  6,
  {
    name: 'Autumn harvest parcels',
    type_id: 1,
    starts_on: '2025-10-06',
    ends_on: '2025-10-10',
    location: 'Alief Community Center',
    budget: 120_000,
    status: 'closed',
    version: 9,
    lines: [{ id: 61, package_item_id: 1, quantity: 1 }],
  },
  { type_id: 'Food distribution', state_id: 'Texas' },
);

export const projectRows: ResourceRow[] = [
  autumnParcels,
  winterParcels,
  schoolKits,
  ramadanDrive,
  welcomeKits,
];

export const projectMembers: Record<number, MemberFixture[]> = {
  6: [
    { user_id: 51, role: 'lead' },
    { user_id: 52, role: 'driver' },
  ],
  7: [
    { user_id: 41, role: 'lead' },
    { user_id: 51, role: 'field_officer' },
    { user_id: 52, role: 'driver' },
  ],
  8: [
    { user_id: 53, role: 'lead' },
    { user_id: 41, role: 'coordinator' },
  ],
  9: [{ user_id: 52, role: 'lead' }],
};

const joined = (
  ids: readonly number[],
  handed: (id: number, index: number) => Partial<ProjectBeneficiaryFixture> | null,
): ProjectBeneficiaryFixture[] =>
  ids.map((id, index) => ({
    beneficiary_id: id,
    added_at: stamp,
    handed_over_on: null,
    handed_over_by: null,
    collected_by: null,
    ...handed(id, index),
  }));

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((id) => id % 11 !== 3);

export const projectBeneficiaries: Record<number, ProjectBeneficiaryFixture[]> = {
  6: joined([12, 15, 16, 17], () => ({ handed_over_on: '2025-10-08', handed_over_by: 51 })),
  // Amina, Mohamed and 22 of the register; the first 12 received on 9 and 10 March.
  7: joined([12, 13, ...range(15, 39)].slice(0, 24), (_id, index) =>
    index < 12
      ? {
          handed_over_on: index < 7 ? '2026-03-09' : '2026-03-10',
          handed_over_by: index % 2 ? 52 : 51,
          collected_by: index === 3 ? 'Ahmed Hassan (son)' : null,
        }
      : null,
  ),
  8: joined(range(40, 62).slice(0, 20), () => null),
};
