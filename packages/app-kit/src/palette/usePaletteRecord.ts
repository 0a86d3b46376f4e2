import { hasPermission } from '@backoffice/access';
import { useApiClient } from '@backoffice/api-client';
import type { ResourceDefinition } from '@backoffice/contract';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { useResourceRegistry } from '../registry/ResourceRegistryContext';
import { fetchRecord, resourceKeys } from '../resources/api/resourceApi';
import type { ResourceRow } from '../resources/lib/formValues';
import { useAppState } from '../state/AppStoreContext';
import { type RecordCommand, recordCommands } from './recordCommands';
import { recordInView } from './recordInView';

/** The record the page shows, loaded, with what the user may do to it. */
export interface PaletteRecord {
  resource: ResourceDefinition;
  record: ResourceRow;
  /** Its title, as its page heads it. */
  title: string;
  commands: RecordCommand[];
}

/**
 * The record whose page is open (its detail, edit or section route among the registry's), read
 * through the same cache as its page, and the commands the user may run on it; null on any
 * other page, and while it loads.
 */
export function usePaletteRecord(): PaletteRecord | null {
  const registry = useResourceRegistry();
  const client = useApiClient();
  const { pathname } = useLocation();
  const permissions = useAppState((state) => state.user?.permissions);
  const inView = recordInView(registry, pathname);
  const { data: record } = useSWR(
    inView ? resourceKeys.record(inView.resource, inView.id) : null,
    inView ? () => fetchRecord(client, inView.resource, inView.id) : null,
  );
  if (!inView || !record) return null;
  const { resource } = inView;
  return {
    resource,
    record,
    title: String(record[resource.titleField] ?? `${resource.singular} ${record.id}`),
    commands: recordCommands(resource, record, (permission) =>
      hasPermission(permissions, permission),
    ),
  };
}
