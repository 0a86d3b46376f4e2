import { hasPermission, reportTilesFor } from '@backoffice/access';
import { useAppState } from '@backoffice/app-kit';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from 'react-aria-components';
import * as styles from './ReportsScreen.css';

/** `/reports`: a tile per report of the active brand (spec section 2), as far as permitted. */
export function ReportsScreen() {
  const brandId = useAppState((state) => state.user?.active_brand_id ?? null);
  const permissions = useAppState((state) => state.user?.permissions);
  const tiles = reportTilesFor(brandId).filter((tile) =>
    hasPermission(permissions, tile.permission),
  );

  if (tiles.length === 0) {
    return <p className={styles.empty}>This brand has no reports.</p>;
  }
  return (
    <ul className={styles.tiles} aria-label="Reports">
      {tiles.map((tile) => (
        <li key={tile.routeName}>
          <Link href={tile.path} className={styles.tile}>
            <Icon name="chart" size="lg" />
            <span>{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
