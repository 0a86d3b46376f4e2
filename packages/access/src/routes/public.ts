import { BRAND } from '@backoffice/contract';
import { routeGroup } from '../route';

const open = routeGroup({ authOnly: false });
const signedIn = routeGroup({});
const marketplace = routeGroup({ brand: BRAND.marketplace });

/**
 * Spec section 2, "Public routes" and "Signed-in routes needing no permission". Names holding
 * `auth.` or `app.` render without the shell and never trigger the unsaved-changes confirm.
 * `/verify-email/:token` is the screen behind the spec's `GET /api/verify-email/{token}` call.
 */
export const PUBLIC_ROUTES = [
  open('/', 'auth.login'),
  open('/forgot-password', 'auth.forgot-password'),
  open('/reset-password/:token/:email', 'auth.reset-password'),
  open('/verify-email/:token', 'auth.verify-email'),
  open('/403', 'app.forbidden'),
  open('/404', 'app.not-found'),
] as const;

export const SIGNED_IN_ROUTES = [
  signedIn('/home', 'app.home'),
  signedIn('/dashboard', 'dashboard'),
  signedIn('/profile', 'profile'),
  signedIn('/profile/password', 'profile-password'),
  signedIn('/profile/employee-info', 'profile-employee-info'),
  signedIn('/tickets', 'tickets'),
  signedIn('/tickets/new-ticket', 'new-ticket'),
  signedIn('/tickets/:id', 'view-ticket'),
  marketplace('/evd-reviews', 'view-customer-reviews'),
  signedIn('/ding-account-balances', 'ding-account-balances'),
] as const;
