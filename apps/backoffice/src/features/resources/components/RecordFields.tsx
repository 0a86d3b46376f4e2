import type { ResourceDefinition } from '@backoffice/contract';
import { displayValue } from '../lib/displayValue';
import type { ResourceRow } from '../lib/formValues';
import * as styles from '../resources.css';

/** The named fields of a record as label and value; masked fields as the server masked them. */
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
        const text = displayValue(field, record[name], record.labels[name]);
        return (
          <div key={name} className={styles.fieldRow}>
            <dt className={styles.term}>{field.label}</dt>
            <dd className={styles.definition}>{text === '' ? '—' : text}</dd>
          </div>
        );
      })}
    </dl>
  );
}
