import { hasPermission } from '@backoffice/access';
import { useApiClient } from '@backoffice/api-client';
import {
  BULK_DELETE,
  BULK_MAX_IDS,
  type BulkJob,
  bulkActions,
  type ResourceDefinition,
  resourcePath,
} from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Icon } from '@backoffice/ui/Icon';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { lazyComponent } from '../loading/lazyComponent';
import { actionLink } from '../resources/resources.css';
import { useAppState } from '../state/AppStoreContext';
import { BulkProgress } from './BulkProgress';
import { BulkResult } from './BulkResult';
import * as styles from './bulk.css';
import { type BulkTarget, isRunning, useBulkJob } from './bulkApi';
import { countOf, formatCount, operationLabel } from './bulkWords';
import { useResourceRefresh } from './useResourceRefresh';

// The dialog brings the action's inputs (every kind of field): it loads with the first question,
// keeping the list screens' own files small.
const BulkConfirmDialog = lazyComponent(() =>
  import('./BulkConfirmDialog').then((m) => m.BulkConfirmDialog),
);

export interface BulkBarProps {
  resource: ResourceDefinition;
  /** The ticked record ids (of the page shown). */
  selected: readonly number[];
  /** Whether every row of the page shown is ticked. */
  allOnPage: boolean;
  /** How many rows the page shown has. */
  pageCount: number;
  /** How many records the list's query matches. */
  total: number;
  /** The list's query without `page` and `per_page` (search, filters, sort). */
  query: string;
  /** Unticks every row. */
  onClear(): void;
}

/** The CSV of the ticked records (`?format=csv&ids=1,2`), or of all the query matches. */
function exportHref(baseUrl: string, resource: ResourceDefinition, target: BulkTarget): string {
  const path = `${baseUrl}${resourcePath(resource)}`;
  if ('ids' in target) return `${path}?format=csv&ids=${target.ids.join(',')}`;
  return target.query ? `${path}?${target.query}&format=csv` : `${path}?format=csv`;
}

/** The operations this user may run over many records: delete, then the bulkable actions. */
function useOperations(resource: ResourceDefinition): string[] {
  const permissions = useAppState((state) => state.user?.permissions);
  const may = (permission: string) => hasPermission(permissions, permission);
  const canDelete = resource.offers.includes('delete') && may(resource.permissions.delete);
  const actions = bulkActions(resource).filter((name) =>
    may(resource.actions[name]?.permission ?? ''),
  );
  return canDelete ? [BULK_DELETE, ...actions] : actions;
}

/**
 * The bar above a list while rows are ticked: how many, "Select all 1,234 sales matching" once
 * the whole page is ticked (the job then takes the list's query, never the ids), the CSV of
 * the selection, Delete and each action the user may run over many records. An operation asks
 * first (with the action's input), then runs on the server with its progress here, then says
 * what it did until dismissed; the lists are fetched again and the rows unticked. Shows nothing
 * while nothing is ticked and no job is on show.
 */
export function BulkBar({
  resource,
  selected,
  allOnPage,
  pageCount,
  total,
  query,
  onClear,
}: BulkBarProps) {
  const client = useApiClient();
  const operations = useOperations(resource);
  const refresh = useResourceRefresh(resource);
  /** The query "all matching" was chosen for; a new search or filter drops the choice. */
  const [allFor, setAllFor] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [started, setStarted] = useState<BulkJob | null>(null);
  const polled = useBulkJob(started?.id ?? null, started ?? undefined);
  const job = started ? (polled.data ?? started) : null;
  const settled = useRef<string | null>(null);
  const shown = useRef<HTMLElement>(null);

  const canSelectAll = allOnPage && total > pageCount;
  const allMatching = canSelectAll && allFor === query;
  // Every row the query matches is shown and ticked, more than a request may name: the query
  // says the same in a few bytes.
  const wholeList = allOnPage && pageCount >= total && selected.length > BULK_MAX_IDS;
  const byQuery = allMatching || wholeList;
  const target: BulkTarget = byQuery ? { query } : { ids: selected };
  const count = byQuery ? total : selected.length;
  /** More rows ticked one by one than a request may name. */
  const tooMany = !byQuery && selected.length > BULK_MAX_IDS;

  // The button that opened the dialog is gone once the job shows: the focus moves to the job's
  // progress (after the dialog has given it back), so the keyboard stays here.
  const startedId = started?.id;
  useEffect(() => {
    if (startedId === undefined) return;
    const frame = requestAnimationFrame(() => shown.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [startedId]);

  useEffect(() => {
    if (!job || isRunning(job) || settled.current === job.id) return;
    settled.current = job.id;
    setAllFor(null);
    onClear();
    void refresh();
  }, [job, onClear, refresh]);

  if (job) {
    return (
      <section
        ref={shown}
        tabIndex={-1}
        className={styles.bar}
        aria-label={`Bulk ${operationLabel(resource, job.operation).toLowerCase()}`}
      >
        {isRunning(job) ? (
          <BulkProgress resource={resource} job={job} />
        ) : (
          <BulkResult resource={resource} job={job} onDismiss={() => setStarted(null)} />
        )}
      </section>
    );
  }
  if (selected.length === 0) return null;

  return (
    <section className={styles.bar} aria-label={`Selected ${resource.plural}`}>
      <div className={styles.row}>
        <span className={styles.count}>
          {allMatching
            ? `All ${countOf(resource, total)} matching are selected`
            : `${formatCount(selected.length)} selected`}
        </span>
        {/* One button that switches, so the focus stays on it as the choice changes. */}
        {canSelectAll && (
          <Button variant="ghost" onPress={() => setAllFor(allMatching ? null : query)}>
            {allMatching
              ? `Select only the ${formatCount(selected.length)} on this page`
              : `Select all ${countOf(resource, total)} matching`}
          </Button>
        )}
        <Button
          variant="ghost"
          onPress={() => {
            setAllFor(null);
            onClear();
          }}
        >
          Clear selection
        </Button>
        <div className={styles.end}>
          <AriaLink
            className={actionLink}
            href={tooMany ? undefined : exportHref(client.baseUrl, resource, target)}
            isDisabled={tooMany}
            download
          >
            <Icon name="download" />
            Export CSV
          </AriaLink>
          {operations.map((operation) => (
            <Button
              key={operation}
              variant={operation === BULK_DELETE ? 'danger' : 'secondary'}
              isDisabled={tooMany}
              onPress={() => setAsking(operation)}
            >
              {operationLabel(resource, operation)}
            </Button>
          ))}
        </div>
      </div>
      {tooMany && (
        <p className={styles.note} role="status">
          {`At most ${formatCount(BULK_MAX_IDS)} rows can be ticked one by one. Tick fewer, or tick every row and choose all matching.`}
        </p>
      )}
      {asking !== null && (
        <Suspense fallback={null}>
          <BulkConfirmDialog
            resource={resource}
            operation={asking}
            target={target}
            count={count}
            onStarted={(job) => {
              setAsking(null);
              setStarted(job);
            }}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
