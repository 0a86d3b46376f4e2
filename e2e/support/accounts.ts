/** The demo sign-ins the server seeds into a new data folder (every password is `password`). */
export interface Account {
  role: string;
  email: string;
  password: string;
  /** Brands the account is a member of; the picker fades the others. */
  brands: readonly number[];
}

const password = 'password';

export const ADMIN: Account = {
  role: 'Administrator',
  email: 'admin@backoffice.test',
  password,
  brands: [1, 2, 3, 4, 5, 6, 7, 8, 9],
};
export const MANAGER: Account = {
  role: 'Manager',
  email: 'manager@backoffice.test',
  password,
  brands: [1, 2, 9],
};
export const DISPATCHER: Account = {
  role: 'Dispatcher',
  email: 'dispatcher@backoffice.test',
  password,
  brands: [8],
};
export const DRIVER: Account = {
  role: 'Driver',
  email: 'driver@backoffice.test',
  password,
  brands: [8],
};
export const CONCIERGE: Account = {
  role: 'Shopping Concierge',
  email: 'concierge@backoffice.test',
  password,
  brands: [8],
};
export const HR: Account = {
  role: 'Human Resources',
  email: 'hr@backoffice.test',
  password,
  brands: [1, 2, 8, 9],
};

export const SALES: Account = {
  role: 'Sales Representative',
  email: 'sales@backoffice.test',
  password,
  brands: [9],
};
/** No marketplace permission of its own: store-level ones on green-grocer and urban-threads. */
export const STORE: Account = {
  role: 'Store Manager',
  email: 'store@backoffice.test',
  password,
  brands: [9],
};

/** The charity's field staff: beneficiaries and projects, no correction of a registration. */
export const OFFICER: Account = {
  role: 'Field Officer',
  email: 'officer@backoffice.test',
  password,
  brands: [1],
};

/** Another field officer, with no employee record linked in the demo data. */
export const SECOND_OFFICER: Account = {
  role: 'Field Officer',
  email: 'yusuf.officer@backoffice.test',
  password,
  brands: [1],
};

export const ACCOUNTS: readonly Account[] = [ADMIN, MANAGER, DISPATCHER, DRIVER, CONCIERGE, HR];

/** Every brand the picker shows, in its order. */
export const ALL_BRANDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A title no other test (or earlier run on the same data) uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
