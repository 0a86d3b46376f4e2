import { BRAND, defineResource } from '@backoffice/contract';

/** What a beneficiary's registration says of them now. */
export const BENEFICIARY_STATUSES = ['active', 'inactive', 'deceased'] as const;
export type BeneficiaryStatus = (typeof BENEFICIARY_STATUSES)[number];

export const GENDERS = ['female', 'male'] as const;

/**
 * The 422 of a save that looks like a person already registered, under `duplicate_confirmed`,
 * one sentence per match: the form shows the matches (with links) and a deliberate "Save
 * anyway", which sends `duplicate_confirmed=1`.
 */
export const duplicateMessage = (match: {
  name: string;
  id: number;
  reason: 'name_and_birth' | 'phone';
}): string =>
  match.reason === 'phone'
    ? `${match.name} (#${match.id}) is already registered with this phone number.`
    : `${match.name} (#${match.id}) is already registered with this name and date of birth.`;

/** The phone as it is stored and compared: digits, and a leading `+` when typed. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/**
 * A person or household the charity registers to receive aid: who they are (name, gender, date
 * of birth, phone, address and state), which category they are filed under, how many people
 * their household feeds, a scan of their ID document, and whether they are active. A save that
 * matches someone registered (same name and date of birth, or the same phone) is refused with
 * the matches unless it says `duplicate_confirmed`, which stays on the record: "registered
 * despite a likely duplicate".
 */
export const beneficiariesResource = defineResource({
  name: 'beneficiaries',
  segment: 'beneficiaries',
  singular: 'beneficiary',
  plural: 'beneficiaries',
  scope: 'brand',
  brands: [BRAND.charity],
  titleField: 'name',
  fields: {
    name: {
      type: 'string',
      label: 'Name',
      rules: ['required', 'max:150'],
      listed: true,
      searchable: true,
      sortable: true,
      // `?filter[name]=` matches the whole name, ignoring case: the duplicate check's.
      filterable: true,
    },
    gender: {
      type: 'enum',
      label: 'Gender',
      options: GENDERS,
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    date_of_birth: {
      type: 'date',
      label: 'Date of birth',
      listed: true,
      sortable: true,
      filterable: true,
    },
    phone: { type: 'phone', label: 'Phone', listed: true, searchable: true, filterable: true },
    address: { type: 'text', label: 'Address', rules: ['max:500'], searchable: true },
    state_id: {
      type: 'reference',
      label: 'State',
      resource: 'states',
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    category_id: {
      type: 'reference',
      label: 'Category',
      resource: 'beneficiary_categories',
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    household_size: {
      type: 'number',
      label: 'Household size',
      rules: ['required', 'integer', 'min:1', 'max:40'],
      default: 1,
      listed: true,
      sortable: true,
      filterable: true,
    },
    id_document: {
      type: 'file',
      label: 'ID document',
      mimes: ['pdf', 'jpg', 'png'],
      maxKilobytes: 2048,
    },
    status: {
      type: 'enum',
      label: 'Status',
      options: BENEFICIARY_STATUSES,
      rules: ['required'],
      default: 'active',
      listed: true,
      filterable: true,
    },
    duplicate_confirmed: {
      type: 'boolean',
      label: 'Registered despite a likely duplicate',
      default: false,
      filterable: true,
    },
  },
  permissions: {
    list: 'access_beneficiaries',
    view: 'access_beneficiaries',
    create: 'access_beneficiaries',
    update: 'modify_beneficiaries',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
