import { pathFor } from './href';
import { MENU_BRAND_ROWS, MENU_HEAD, MENU_TAIL, type MenuIcon, type MenuRow } from './menuTable';
import { hasAnyPermission, hasPermission, type PermissionList } from './permissions';
import type { RouteName } from './routes';

interface MenuItemBase {
  readonly id: string;
  readonly label: string;
  readonly icon: MenuIcon;
  /** Permission the item needed; a list means any one of them. */
  readonly permission?: string | readonly string[];
}

/** An in-app menu item. */
export interface MenuLink extends MenuItemBase {
  readonly kind: 'link';
  readonly routeName: RouteName;
  readonly path: string;
}

/** A menu item leaving the app (the resource centre). */
export interface MenuExternalLink extends MenuItemBase {
  readonly kind: 'external';
  readonly href: string;
}

export type MenuItem = MenuLink | MenuExternalLink;

export interface MenuInput {
  /** The active brand; with none, only the common items can show. */
  readonly brandId: number | null | undefined;
  readonly permissions: PermissionList;
  /** Address of the resource centre, from the run-time configuration. */
  readonly resourceCentreUrl: string;
}

function visible(row: MenuRow, input: MenuInput): boolean {
  if (row.brands && !row.brands.some((brand) => brand === input.brandId)) return false;
  const { permission, without = [] } = row;
  const granted =
    permission === undefined || typeof permission === 'string'
      ? hasPermission(input.permissions, permission)
      : hasAnyPermission(input.permissions, permission);
  return granted && !without.some((name) => hasPermission(input.permissions, name));
}

function toItem(row: MenuRow, input: MenuInput): MenuItem {
  const base = {
    id: row.id,
    label: row.label,
    icon: row.icon,
    ...(row.permission === undefined ? {} : { permission: row.permission }),
  };
  if (row.route === undefined) return { ...base, kind: 'external', href: input.resourceCentreUrl };
  return { ...base, kind: 'link', routeName: row.route, path: pathFor(row.route) };
}

/**
 * The side menu for the active brand and the user's permissions (spec section 2): the dashboard,
 * the brand's own items (brands 1, 2 and 9 have some), then human resources, notices, reports,
 * settings, the resource centre and tickets. An item shows only with its permission and brand.
 */
export function menuFor(input: MenuInput): MenuItem[] {
  return [...MENU_HEAD, ...MENU_BRAND_ROWS, ...MENU_TAIL]
    .filter((row) => visible(row, input))
    .map((row) => toItem(row, input));
}
