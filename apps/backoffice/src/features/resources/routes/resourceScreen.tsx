import type { ComponentType } from 'react';
import { registeredResource } from '../lib/resourceRoutes';
import { RecordDetailScreen } from './RecordDetailScreen';
import { EditRecordScreen, NewRecordScreen } from './ResourceFormScreens';
import { ResourceListScreen } from './ResourceListScreen';

export type ResourceScreenKind = 'list' | 'create' | 'edit' | 'detail';

const made = new Map<string, ComponentType>();

/**
 * The screen of one resource and kind (and section, for a detail tab), as a component without
 * props for the route table. The same component is answered for the same screen every time,
 * so moving between a record's tabs keeps the screen mounted.
 */
export function resourceScreen(
  resourceName: string,
  kind: ResourceScreenKind,
  section?: string,
): ComponentType {
  const key = [resourceName, kind, section ?? ''].join('/');
  const known = made.get(key);
  if (known) return known;
  const resource = registeredResource(resourceName);
  const screens: Record<ResourceScreenKind, ComponentType> = {
    list: () => <ResourceListScreen resource={resource} />,
    create: () => <NewRecordScreen resource={resource} />,
    edit: () => <EditRecordScreen resource={resource} />,
    detail: () => <RecordDetailScreen resource={resource} section={section} />,
  };
  const screen = screens[kind];
  made.set(key, screen);
  return screen;
}
