import type { RouteName } from '@backoffice/access';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon } from '@backoffice/ui/Icon';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useResourceRegistry } from '../../registry/ResourceRegistryContext';
import { routeTitle } from '../../routing/routeTitle';
import { BrandSettingsPanel } from '../../settings/BrandSettingsPanel';
import { useAppState } from '../../state/AppStoreContext';
import { groupLinks } from '../lib/routeLinks';
import * as styles from '../resources.css';

export interface RouteGroupScreenProps {
  flag: 'isSetting' | 'isHR';
  self: RouteName;
  label: string;
  /** What the group's pages are, under each tile. */
  describe: (title: string) => string;
  /** Shown above the tiles: the settings page's brand settings. */
  header?: ReactNode;
}

/** A page of tiles linking to the group's pages the user may open in the active brand. */
export function RouteGroupScreen({ flag, self, label, describe, header }: RouteGroupScreenProps) {
  const { routes, pathFor } = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const activeBrand = useAppState((state) => state.user?.active_brand_id);
  const links = groupLinks(routes, flag, self, { permissions, activeBrand })
    .map((route) => ({ route, title: routeTitle(route.name) }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return (
    <section className={styles.page} aria-label={label}>
      {header}
      {links.length === 0 ? (
        <EmptyState
          icon={<Icon name="lock" />}
          title={`No ${label.toLowerCase()} pages for you here`}
          description="Ask an administrator for access if you need one."
        />
      ) : (
        <ul className={styles.tiles}>
          {links.map(({ route, title }) => (
            <li key={route.name}>
              <AriaLink className={styles.tile} href={pathFor(route.name)}>
                <span className={styles.tileTitle}>{title}</span>
                <span className={styles.tileText}>{describe(title)}</span>
              </AriaLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * `/settings`: the active brand's own settings (its time zone), then every settings page the
 * user's permissions and active brand allow.
 */
export function SettingsScreen() {
  return (
    <RouteGroupScreen
      header={<BrandSettingsPanel />}
      flag="isSetting"
      self="settings"
      label="Settings"
      describe={(title) => `View and change ${title.toLowerCase()}.`}
    />
  );
}

/** `/human-resources`: the human-resources pages the user may open. */
export function HumanResourcesScreen() {
  return (
    <RouteGroupScreen
      flag="isHR"
      self="human-resources"
      label="Human resources"
      describe={(title) => `Records of ${title.toLowerCase()}, their profiles and banking info.`}
    />
  );
}
