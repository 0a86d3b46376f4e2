/**
 * A project's own rows beside its record and package lines: its members (staff of the brand,
 * each with a role) and its beneficiaries (chosen from the register, each with their hand-over).
 */
export const PROJECT_TABLES = [
  `create table if not exists project_members (
     id serial primary key,
     project_id integer not null references projects(id) on delete cascade,
     user_id integer not null references users(id) on delete restrict,
     role text not null,
     position integer not null default 0,
     unique (project_id, user_id)
   )`,
  `create table if not exists project_beneficiaries (
     id serial primary key,
     project_id integer not null references projects(id) on delete cascade,
     beneficiary_id integer not null references beneficiaries(id) on delete restrict,
     added_at timestamptz not null default now(),
     added_by integer references users(id) on delete set null,
     handed_over_on date,
     handed_over_at timestamptz,
     handed_over_by integer references users(id) on delete set null,
     collected_by text,
     recorded_by integer references users(id) on delete set null,
     unique (project_id, beneficiary_id)
   )`,
  'create index if not exists project_beneficiaries_beneficiary_idx on project_beneficiaries (beneficiary_id)',
];
