import { BRAND, defineResource } from '@backoffice/contract';

/** Where a lead came from. */
export const LEAD_SOURCES = [
  'website',
  'referral',
  'trade_show',
  'cold_call',
  'social_media',
  'partner',
] as const;

/** A lead's stages, in the funnel's order: `won` and `lost` close it. */
export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** The stages a lead is still worked in (its follow-ups count). */
export const OPEN_LEAD_STAGES: readonly LeadStage[] = ['new', 'contacted', 'qualified'];

/** Every lead of the brand and its owner (reassigning it among the team). */
export const MANAGE_LEADS = 'manage_evdati_leads';
/** One's own leads. */
export const ACCESS_LEADS = 'access_evdati_leads';

/**
 * A business the sales team hopes to bring onto the marketplace as a seller: who to talk to,
 * where the lead came from, its stage in the funnel (`new` -> `contacted` -> `qualified` ->
 * `won` | `lost` with a reason), its owner (the user who created it, until a manager reassigns
 * it) and when to follow it up. Users without `manage_evdati_leads` reach only their own
 * leads (the server's `rows` hook): another's answers 404.
 */
export const evdLeadsResource = defineResource({
  name: 'evd_leads',
  segment: 'evd-leads',
  singular: 'lead',
  plural: 'leads',
  scope: 'brand',
  brands: [BRAND.marketplace],
  titleField: 'business',
  routes: { list: 'evd-leads', create: 'new-evd-lead', edit: 'edit-evd-lead' },
  fields: {
    business: {
      type: 'string',
      label: 'Business',
      rules: ['required', 'max:150'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    contact_name: {
      type: 'string',
      label: 'Contact',
      rules: ['required', 'max:100'],
      listed: true,
      searchable: true,
    },
    email: { type: 'email', label: 'Email', searchable: true },
    phone: { type: 'phone', label: 'Phone' },
    source: {
      type: 'enum',
      label: 'Source',
      options: LEAD_SOURCES,
      rules: ['required'],
      default: 'website',
      listed: true,
      filterable: true,
    },
    stage: {
      type: 'enum',
      label: 'Stage',
      options: LEAD_STAGES,
      default: 'new',
      readOnly: true,
      listed: true,
      sortable: true,
      filterable: true,
    },
    lost_reason: { type: 'text', label: 'Reason lost', readOnly: true },
    /** The owner's user id: the creator's, or the one a manager reassigned it to. */
    owner_user_id: {
      type: 'number',
      label: 'Owner id',
      readOnly: true,
      filterable: true,
    },
    /** The owner's name, copied from the user on create and reassignment. */
    owner_name: {
      type: 'string',
      label: 'Owner',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    next_follow_up: {
      type: 'date',
      label: 'Next follow-up',
      listed: true,
      sortable: true,
      filterable: true,
    },
    value_estimate: {
      type: 'money',
      label: 'Estimated yearly sales',
      rules: ['min:0'],
      listed: true,
      sortable: true,
    },
    notes: { type: 'text', label: 'Notes', rules: ['max:5000'] },
  },
  computed: {
    /** 1 when the lead is open and its follow-up is the brand's today or past, else 0. */
    follow_up_due: { type: 'number', label: 'Follow-up due', filterable: true },
  },
  // The form shows what people type: stage, owner and reason change through the actions.
  sections: [
    {
      id: 'details',
      label: 'Details',
      fields: [
        'business',
        'contact_name',
        'email',
        'phone',
        'source',
        'next_follow_up',
        'value_estimate',
        'notes',
      ],
    },
  ],
  stateField: 'stage',
  actions: {
    contact: {
      label: 'Mark contacted',
      from: ['new'],
      to: 'contacted',
      permission: ACCESS_LEADS,
      wrongState: 'Only new leads can be marked contacted.',
      reversible: true,
    },
    qualify: {
      label: 'Qualify',
      from: ['contacted'],
      to: 'qualified',
      permission: ACCESS_LEADS,
      wrongState: 'Only contacted leads can be qualified.',
      stateMessages: { new: 'Contact this lead before qualifying it.' },
      reversible: true,
    },
    win: {
      label: 'Mark won',
      from: ['qualified'],
      to: 'won',
      permission: ACCESS_LEADS,
      confirm: 'Mark this lead won? It leaves the open funnel.',
      wrongState: 'Only qualified leads can be won.',
      stateMessages: { lost: 'A lost lead cannot be won; reopen it first.' },
      reversible: true,
    },
    lose: {
      label: 'Mark lost',
      from: ['new', 'contacted', 'qualified'],
      to: 'lost',
      permission: ACCESS_LEADS,
      input: {
        reason: { type: 'text', label: 'Reason', rules: ['required', 'max:1000'] },
      },
      wrongState: 'Only open leads can be marked lost.',
      stateMessages: { won: 'A won lead cannot be lost.' },
      reversible: true,
    },
    reopen: {
      label: 'Reopen',
      from: ['lost'],
      to: 'contacted',
      permission: ACCESS_LEADS,
      wrongState: 'Only lost leads can be reopened.',
      reversible: true,
    },
    reassign: {
      label: 'Reassign',
      from: [...LEAD_STAGES],
      permission: MANAGE_LEADS,
      input: {
        owner_user_id: {
          type: 'number',
          label: 'New owner',
          rules: ['required', 'integer', 'min:1'],
        },
      },
      wrongState: 'This lead cannot be reassigned.',
    },
  },
  permissions: {
    list: ACCESS_LEADS,
    view: ACCESS_LEADS,
    create: ACCESS_LEADS,
    update: ACCESS_LEADS,
    delete: MANAGE_LEADS,
  },
  defaultSort: { field: 'next_follow_up', direction: 'asc' },
});
