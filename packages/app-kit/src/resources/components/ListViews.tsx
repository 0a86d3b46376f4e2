import { useLocation } from 'react-router-dom';
import { useResourceRegistry } from '../../registry/ResourceRegistryContext';
import { SavedViewMenu, type SavedViewMenuProps } from '../../views/SavedViewMenu';
import { atOwnListAddress } from '../lib/ownListAddress';

/** The list's saved views, when the page is the resource's own list (see `atOwnListAddress`). */
export function ListViews({ resource, columns }: SavedViewMenuProps) {
  const registry = useResourceRegistry();
  const { pathname } = useLocation();
  if (!atOwnListAddress(resource, registry, pathname)) return null;
  return <SavedViewMenu resource={resource} columns={columns} />;
}
