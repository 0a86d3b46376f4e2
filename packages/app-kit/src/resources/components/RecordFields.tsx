import { isIdField, isStoredFile, type ResourceDefinition } from '@backoffice/contract';
import { displayValue } from '../lib/displayValue';
import type { ResourceRow } from '../lib/formValues';
import * as styles from '../resources.css';
import { FileValue } from './FileValue';

/**
 * The named fields of a record as label and value; masked fields as the server masked them,
 * files as a link (images with a thumbnail), references and staff by their title. A field that
 * only holds the id of a record or a person with no title to show it by (`isIdField`: a
 * `recorded_by` beside its `recorded_by_name`) is left out: a bare number tells no one anything.
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
        if (!field || (isIdField(name, field) && !field.staff)) return null;
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
