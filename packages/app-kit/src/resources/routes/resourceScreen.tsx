import type { ComponentType } from 'react';
import { type ResourceRegistry, registeredResource } from '../../registry/resourceRegistry';
import { RecordDetailScreen } from './RecordDetailScreen';
import { EditRecordScreen, NewRecordScreen } from './ResourceFormScreens';
import { ResourceListScreen } from './ResourceListScreen';

export type ResourceScreenKind = 'list' | 'create' | 'edit' | 'detail';

const made = new WeakMap<ResourceRegistry, Map<string, ComponentType>>();

/**
 * The screen of one resource of the registry and kind (and section, for a detail tab), as a
 * component without props for the route table. The same component is answered for the same
 * screen every time, so moving between a record's tabs keeps the screen mounted. Throws for a
 * name the registry does not hold, so a typo fails at once.
 */
export function resourceScreen(
  registry: ResourceRegistry,
  resourceName: string,
  kind: ResourceScreenKind,
  section?: string,
): ComponentType {
  let screensOfRegistry = made.get(registry);
  if (!screensOfRegistry) {
    screensOfRegistry = new Map();
    made.set(registry, screensOfRegistry);
  }
  const key = [resourceName, kind, section ?? ''].join('/');
  const known = screensOfRegistry.get(key);
  if (known) return known;
  const resource = registeredResource(registry, resourceName);
  const screens: Record<ResourceScreenKind, ComponentType> = {
    list: () => <ResourceListScreen resource={resource} />,
    create: () => <NewRecordScreen resource={resource} />,
    edit: () => <EditRecordScreen resource={resource} />,
    detail: () => <RecordDetailScreen resource={resource} section={section} />,
  };
  const screen = screens[kind];
  screensOfRegistry.set(key, screen);
  return screen;
}
