import { isStoredFile, type ResourceDefinition } from '@backoffice/contract';
import { displayValue } from '../lib/displayValue';
import type { ResourceRow } from '../lib/formValues';
import * as styles from '../resources.css';
import { FileValue } from './FileValue';

/**
 * The named fields of a record as label and value; masked fields as the server masked them,
 * files as a link (images with a thumbnail).
 */
export function RecordFields({
  resource,
  record,
  fields,
}: {
  resource: ResourceDefinition;
  record: ResourceRow;
  fields: readonly string[];
}) {
  return (
    <dl className={styles.fields}>
      {fields.map((name) => {
        const field = resource.fields[name];
        if (!field) return null;
        const value = record[name];
        const text = displayValue(field, value, record.labels[name]);
        const title = String(record[resource.titleField] ?? '');
        return (
          <div key={name} className={styles.fieldRow}>
            <dt className={styles.term}>{field.label}</dt>
            <dd className={styles.definition}>
              {isStoredFile(value) ? (
                <FileValue file={value} alt={title ? `${field.label} of ${title}` : field.label} />
              ) : text === '' ? (
                '—'
              ) : (
                text
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
