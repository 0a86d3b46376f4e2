/** Headings that do not follow from the route's name. */
const TITLES: Readonly<Record<string, string>> = {
  'auth.login': 'Sign in',
  'auth.forgot-password': 'Forgot password',
  'auth.reset-password': 'Reset password',
  'auth.verify-email': 'Email verification',
  'app.home': 'Brands',
  'app.forbidden': 'Forbidden',
  'app.not-found': 'Page not found',
  profile: 'Your Profile',
  'profile-password': 'Change Password',
  'profile-employee-info': 'Employee Information',
  'view-ticket': 'Ticket',
  'new-ticket': 'New Ticket',
  'jf-pnl-report': 'PNL Report',
  'jf-sale-report': 'Sales Report',
  'admin.evd-leads': 'Leads Dashboard',
  'evd-leads-dashboard': 'Leads Dashboard',
  'view-customer-reviews': 'Customer Reviews',
  'dlv-app-status': 'Delivery App Status',
  'ding-account-balances': 'Ding Account Balances',
};

/** Brand prefixes of route names, which staff do not read as words. */
const PREFIXES = new Set(['jf', 'jfd', 'dlv', 'evd', 'admin.evd']);

/** The page heading of a route: its known title, else its name in words ('new-notice' -> 'New Notice'). */
export function routeTitle(routeName: string): string {
  const known = TITLES[routeName];
  if (known) return known;
  return routeName
    .split('-')
    .filter((word) => !PREFIXES.has(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
