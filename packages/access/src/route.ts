import type { BRAND_IDS } from '@backoffice/contract';
import type { ANY_SIGNED_IN, Permission } from './permissionList';

/** A brand id of the product (logos exist for 1 to 9). */
export type BrandId = (typeof BRAND_IDS)[number];

/** The spec's route metadata (section 3): permission, authOnly, isHR, isSetting. */
export interface RouteMeta {
  /** Permission the user needs; `'*'` means any signed-in user; absent means none. */
  readonly permission?: string;
  /** The route needs a signed-in user. */
  readonly authOnly: boolean;
  /** Grouped with the human-resources pages. */
  readonly isHR: boolean;
  /** Grouped with the settings pages (configuration and reference lists). */
  readonly isSetting: boolean;
}

/** One row of the route table. */
export interface RouteEntry<N extends string = string> {
  readonly name: N;
  /** react-router style pattern: static segments and `:param` segments. */
  readonly path: string;
  readonly meta: RouteMeta;
  /** The brand whose area the route belongs to; absent for routes common to all brands. */
  readonly brand?: BrandId;
}

export interface RouteGroupOptions {
  brand?: BrandId;
  authOnly?: boolean;
  isHR?: boolean;
  isSetting?: boolean;
}

/**
 * Returns a row builder for a group of routes sharing brand and flags, so that each table row
 * reads like the spec's line: path, name, permission.
 */
export function routeGroup(options: RouteGroupOptions) {
  const meta = {
    authOnly: options.authOnly ?? true,
    isHR: options.isHR ?? false,
    isSetting: options.isSetting ?? false,
  };
  return <const N extends string>(
    path: string,
    name: N,
    permission?: Permission | typeof ANY_SIGNED_IN,
  ): RouteEntry<N> => ({
    name,
    path,
    meta: permission === undefined ? meta : { ...meta, permission },
    ...(options.brand === undefined ? {} : { brand: options.brand }),
  });
}
