import { MESSAGES, type ResourceDefinition } from '@backoffice/contract';
import { Pagination } from '@backoffice/ui/Pagination';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { useState } from 'react';
import { useAuditTrail } from '../api/resourceApi';
import { displayValue } from '../lib/displayValue';
import { capitalise } from '../lib/resourceRoutes';
import * as styles from '../resources.css';

const whenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const ACTION_WORDS: Readonly<Record<string, string>> = {
  created: 'Created',
  updated: 'Changed',
  deleted: 'Deleted',
};

/** How an entry's action reads: the three record changes in words, an action by its name's words. */
function actionWord(action: string): string {
  return ACTION_WORDS[action] ?? capitalise(action.replace(/[_-]/g, ' '));
}

/** A changed value as staff read it: a reference by its record's title, when it still has one. */
function shown(
  resource: ResourceDefinition,
  name: string,
  value: unknown,
  title: string | null | undefined,
): string {
  const field = resource.fields[name];
  const text = field ? displayValue(field, value, title) : String(value ?? '');
  return text === '' ? '(empty)' : text;
}

/** Who changed the record, when, and each changed field's old and new value; newest first. */
export function AuditTrail({ resource, id }: { resource: ResourceDefinition; id: number }) {
  const [page, setPage] = useState(1);
  const trail = useAuditTrail(resource, id, page);
  const data = trail.data;
  return (
    <section className={styles.panel} aria-labelledby={`history-${id}`}>
      <h2 id={`history-${id}`} className={styles.subheading}>
        History
      </h2>
      {trail.error && !data ? (
        <p role="alert" className={styles.error}>
          {MESSAGES.general}
        </p>
      ) : !data ? (
        <Skeleton lines={3} label="Loading history" />
      ) : data.items.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <>
          <ol className={styles.trail}>
            {data.items.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <span>
                  {/* "by" and the space stay apart, as the line was first drawn: Chrome shapes
                      each text node alone, so " by " in one node kerns "y" into the space. */}
                  <strong>{actionWord(entry.action)}</strong>
                  {' by'} {entry.user?.name ?? 'the system'}
                </span>
                <time className={styles.entryMeta} dateTime={entry.created_at}>
                  {whenFormat.format(new Date(entry.created_at))}
                </time>
                {Object.keys(entry.changes).length > 0 && (
                  <ul className={styles.changes}>
                    {Object.entries(entry.changes).map(([name, change]) => (
                      <li key={name}>
                        {resource.fields[name]?.label ?? name}:{' '}
                        {entry.action !== 'created' && (
                          <>
                            <del className={styles.oldValue}>
                              {shown(resource, name, change.old, entry.labels?.[name]?.old)}
                            </del>
                            {' → '}
                          </>
                        )}
                        <ins className={styles.inserted}>
                          {shown(resource, name, change.new, entry.labels?.[name]?.new)}
                        </ins>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          <Pagination
            aria-label="History pages"
            currentPage={data.currentPage}
            totalPages={data.totalPages}
            totalItems={data.total}
            perPage={data.perPage}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
