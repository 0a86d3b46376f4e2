import type { HTMLAttributes } from 'react';
import { Button } from 'react-aria-components';
import { LoadingOverlay } from '../LoadingOverlay';
import * as styles from './BrandGrid.css';

export interface BrandTile {
  id: number;
  /** URL of the brand's logo image. */
  logo: string;
  /** The brand's name; it names the tile. @default `Brand ${id}` */
  name?: string;
}

export interface BrandGridProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSelect'> {
  /** The product's name, completing the title 'Welcome to …'. */
  productName: string;
  /** Every brand to show, in order. */
  brands: BrandTile[];
  /** Ids of the brands the user is a member of; the others are faded and cannot be chosen. */
  memberBrandIds: readonly number[];
  /** Called with the chosen brand's id. */
  onSelect: (brandId: number) => void;
  /** Whether a brand switch is running: shows the blocking 'Loading brand . . .' modal. @default false */
  isSwitching?: boolean;
  /** Level of the title heading. @default 1 */
  headingLevel?: 1 | 2;
}

/**
 * The brand picker of the home screen: a grid of logo tiles under 'Welcome to …' and 'Select
 * an accessible brand to get started'. Brands the user is not a member of are faded, disabled and
 * say so to screen readers. While `isSwitching`, the 'Loading brand . . .' modal blocks the page.
 */
export function BrandGrid({
  productName,
  brands,
  memberBrandIds,
  onSelect,
  isSwitching = false,
  headingLevel = 1,
  className,
  ...props
}: BrandGridProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Heading className={styles.title}>Welcome to {productName}</Heading>
      <p className={styles.subtitle}>Select an accessible brand to get started</p>
      <ul className={styles.grid} aria-label="Brands">
        {brands.map((brand) => {
          const name = brand.name ?? `Brand ${brand.id}`;
          const isMember = memberBrandIds.includes(brand.id);
          return (
            <li key={brand.id}>
              <Button
                className={styles.tile}
                isDisabled={!isMember || isSwitching}
                data-member={isMember || undefined}
                aria-label={isMember ? name : `${name} (you are not a member of this brand)`}
                onPress={() => onSelect(brand.id)}
              >
                <img src={brand.logo} alt="" className={styles.logo} />
              </Button>
            </li>
          );
        })}
      </ul>
      <LoadingOverlay isOpen={isSwitching} text="Loading brand . . ." />
    </section>
  );
}
