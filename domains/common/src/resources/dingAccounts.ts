import { defineResource, nameField } from '@backoffice/contract';

/** Open to any signed-in user with an active brand, as the spec's `'*'` routes are. */
const SIGNED_IN = '*';

/**
 * The company's prepaid top-up accounts (airtime and data bought for staff and beneficiaries),
 * one list for every brand: staff enter each account's balance as they read it, with the day of
 * the reading, and an account under its low-balance threshold stands out until it is topped up.
 * Any signed-in user may see the accounts, add one and record a balance; each reading stays in
 * the account's audit trail, which is its balance history. Accounts are not deleted.
 */
export const dingAccountsResource = defineResource({
  name: 'ding_accounts',
  segment: 'ding-accounts',
  singular: 'ding account',
  plural: 'ding accounts',
  scope: 'global',
  titleField: 'name',
  fields: {
    name: nameField(['max:100']),
    provider: {
      type: 'string',
      label: 'Provider',
      rules: ['required', 'max:100'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    reference: {
      type: 'string',
      label: 'Account reference',
      rules: ['max:100'],
      listed: true,
      searchable: true,
    },
    balance: {
      type: 'money',
      label: 'Balance',
      rules: ['required', 'min:0'],
      listed: true,
      sortable: true,
    },
    balance_on: {
      type: 'date',
      label: 'Balance date',
      rules: ['required'],
      listed: true,
      sortable: true,
    },
    low_balance_threshold: {
      type: 'money',
      label: 'Low-balance threshold',
      rules: ['required', 'min:0'],
      listed: true,
      sortable: true,
    },
    notes: { type: 'text', label: 'Notes' },
  },
  computed: {
    /** 1 while the balance is under the threshold, else 0 (`?filter[low_balance]=1`). */
    low_balance: {
      type: 'number',
      label: 'Low balance',
      listed: true,
      sortable: true,
      filterable: true,
    },
  },
  permissions: {
    list: SIGNED_IN,
    view: SIGNED_IN,
    create: SIGNED_IN,
    update: SIGNED_IN,
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
