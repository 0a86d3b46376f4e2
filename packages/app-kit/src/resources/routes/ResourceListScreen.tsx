import { hasPermission } from '@backoffice/access';
import { useApiClient } from '@backoffice/api-client';
import {
  columnField,
  type FilterValue,
  fieldsWhere,
  listedColumns,
  type ResourceDefinition,
} from '@backoffice/contract';
import type { DataTableColumn } from '@backoffice/ui/DataTable';
import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';
import { TextField } from '@backoffice/ui/TextField';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppState } from '../../state/AppStoreContext';
import { useRecords } from '../api/resourceApi';
import { ColumnMenu } from '../components/ColumnMenu';
import { ListFilters } from '../components/ListFilters';
import { ListTable } from '../components/ListTable';
import { readColumns, saveColumns } from '../lib/columnChoice';
import { displayValue } from '../lib/displayValue';
import type { ResourceRow } from '../lib/formValues';
import {
  changeListState,
  csvExportHref,
  isNarrowed,
  type ListState,
  listApiQuery,
  listParams,
  readListState,
  withFilter,
} from '../lib/listState';
import { capitalise, type ResourceLinks, useResourceRoutes } from '../lib/resourceRoutes';
import * as styles from '../resources.css';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

/** Where a row leads: the record's page when the resource has one, else its form. */
function rowHref({ routes, pathFor }: ResourceLinks, row: ResourceRow): string {
  // A definition names a detail or an edit screen (defineResource checks it).
  return pathFor((routes.detail ?? routes.edit)!, { id: row.id });
}

/**
 * A resource's list, from its definition: server-side search, sort and filters kept in the
 * address, pages, a choice of columns remembered per resource (and saved with a view), saved
 * views, the CSV export of the current filter, skeleton rows while loading and an empty state
 * that says why it is empty.
 */
export function ResourceListScreen({ resource }: { resource: ResourceDefinition }) {
  const links = useResourceRoutes(resource);
  const { routes, pathFor } = links;
  const navigate = useNavigate();
  const client = useApiClient();
  const permissions = useAppState((state) => state.user?.permissions);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(resource, params), [resource, params]);
  const [text, setText] = useState(state.search);
  const [shownSearch, setShownSearch] = useState(state.search);
  const [columns, setColumns] = useState(() => readColumns(resource));
  const records = useRecords(resource, listApiQuery(state));
  const listed = listedColumns(resource);
  const plural = capitalise(resource.plural);

  if (shownSearch !== state.search) {
    // The address changed under the field (back button, a link): show what it holds.
    setShownSearch(state.search);
    setText(state.search);
  }

  const go = (next: ListState, replace = false) => setParams(listParams(next), { replace });

  const applySearch = useCallback(() => {
    const typed = text.trim();
    if (typed !== state.search) {
      setParams(listParams(changeListState(state, { search: typed })), { replace: true });
    }
  }, [text, state, setParams]);

  useEffect(() => {
    const timer = setTimeout(applySearch, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [applySearch]);

  const tableColumns: DataTableColumn<ResourceRow>[] = columns.map((name, index) => {
    const field = columnField(resource, name)!;
    return {
      id: name,
      title: field.label,
      sortable: field.sortable ?? false,
      align: field.type === 'money' || field.type === 'number' ? 'end' : 'start',
      isRowHeader: index === 0,
      render: (row) => {
        const text = displayValue(field, row[name], row.labels[name]);
        return name === resource.titleField ? <Link href={rowHref(links, row)}>{text}</Link> : text;
      },
    };
  });

  const data = records.data;
  const narrowed = isNarrowed(state);
  const canCreate = hasPermission(permissions, resource.permissions.create);
  const empty = narrowed ? (
    <EmptyState
      size="sm"
      headingLevel={2}
      icon={<Icon name="search" />}
      title={`No ${resource.plural} match`}
      description={
        state.search
          ? `Nothing matches "${state.search}" with these filters.`
          : 'Nothing matches these filters.'
      }
      action={
        <AriaLink className={styles.actionLink} href={pathFor(routes.list)}>
          Clear search and filters
        </AriaLink>
      }
    />
  ) : (
    <EmptyState
      size="sm"
      headingLevel={2}
      icon={<Icon name="box" />}
      title={`No ${resource.plural} yet`}
      description={canCreate ? `Add the first ${resource.singular}.` : undefined}
    />
  );

  return (
    <section className={styles.page} aria-label={plural}>
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          type="search"
          label={`Search ${resource.plural}`}
          value={text}
          onChange={setText}
          // Leaving the field applies the search at once, so a pending update cannot land after
          // (and cancel) a navigation the same click starts.
          onBlur={applySearch}
        />
        <div className={styles.toolbarEnd}>
          <ColumnMenu
            resource={resource}
            columns={listed}
            shown={columns}
            onChange={(chosen) => setColumns(saveColumns(resource, chosen))}
          />
          <AriaLink
            className={styles.actionLink}
            href={csvExportHref(client.baseUrl, resource, state)}
            download
          >
            <Icon name="download" />
            Export CSV
          </AriaLink>
          {canCreate && routes.create && (
            <AriaLink className={styles.primaryLink} href={pathFor(routes.create)} data-list-new>
              <Icon name="plus" />
              New {capitalise(resource.singular)}
            </AriaLink>
          )}
        </div>
      </div>
      <ListFilters
        resource={resource}
        filters={fieldsWhere(resource, 'filterable')}
        values={state.filter}
        onChange={(name, value: FilterValue | null) => go(withFilter(state, name, value))}
      />
      <ListTable
        label={plural}
        resource={resource}
        columns={tableColumns}
        page={data}
        failed={Boolean(records.error)}
        state={state}
        go={go}
        viewColumns={{
          shown: columns,
          apply: (chosen) => setColumns(saveColumns(resource, chosen)),
        }}
        emptyState={empty}
        loadingRowCount={Math.min(resource.perPage, 8)}
        onOpen={(id) => {
          const row = data?.items.find((item) => String(item.id) === id);
          if (row) void navigate(rowHref(links, row));
        }}
      />
    </section>
  );
}
