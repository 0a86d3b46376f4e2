import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './ConflictPanel.css';

/** One field that differs between the user's unsaved version and the one saved meanwhile. */
export interface ConflictField {
  /** The field's name in the record; it keys the row. */
  name: string;
  /** What the user knows the field as, e.g. 'Delivery address'. */
  label: ReactNode;
  /** The value the user tried to save. */
  yours: ReactNode;
  /** The value now saved on the server. */
  theirs: ReactNode;
}

export interface ConflictPanelProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** The heading. @default 'This record was changed by someone else' */
  title?: ReactNode;
  /** Only the fields whose values differ. */
  fields: readonly ConflictField[];
  /** Who saved the other version, e.g. 'Sam Ortiz'. */
  changedBy?: string;
  /** When the other version was saved, as an ISO 8601 date-time; shown in en-US, e.g. 'Nov 23, 2026, 2:05 PM'. */
  changedAt?: string;
  /** Time zone `changedAt` is shown in. @default the browser's */
  timeZone?: string;
  /** "Save my version": resubmit the user's values on top of the saved version. */
  onKeepMine: () => void;
  /** "Use their version": drop the user's changes to these fields and take the saved values. */
  onTakeTheirs: () => void;
  /** Shows a spinner on the button whose choice is being carried out and disables both. */
  pending?: 'mine' | 'theirs';
  /** Level of the heading in the page. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

function readableDate(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })
    .format(date)
    .replace(' at ', ', ');
}

const isBlank = (value: ReactNode) =>
  value === null || value === undefined || value === '' || value === false;

function Value({ children }: { children: ReactNode }) {
  return isBlank(children) ? <span className={styles.blank}>Empty</span> : children;
}

/**
 * What a form shows when its save was refused because someone else saved the record meanwhile
 * (HTTP 409): who and when, the fields that differ side by side (Field, Your value, Their
 * value), and the two ways out: "Save my version" resubmits the user's values over theirs, "Use
 * their version" takes the saved values. The heading and summary are an alert, so screen readers
 * announce them as the panel appears; the comparison stays a table to read at leisure. The panel
 * is a region named by its heading, so it can be found again from the landmarks list.
 */
export function ConflictPanel({
  title = 'This record was changed by someone else',
  fields,
  changedBy,
  changedAt,
  timeZone,
  onKeepMine,
  onTakeTheirs,
  pending,
  headingLevel = 2,
  className,
  ...props
}: ConflictPanelProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const who = changedBy ?? 'Someone else';
  return (
    <section
      {...props}
      aria-labelledby={headingId}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div role="alert" className={styles.summary}>
        <Heading id={headingId} className={styles.title}>
          <Icon name="alert" className={styles.icon} />
          <span>{title}</span>
        </Heading>
        <p className={styles.text}>
          {who} saved it
          {changedAt && (
            <>
              {' on '}
              <time dateTime={changedAt}>{readableDate(changedAt, timeZone)}</time>
            </>
          )}{' '}
          while you were editing, so your changes are not saved yet. Compare the two versions and
          choose which to keep.
        </p>
      </div>
      {fields.length > 0 && (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>Fields that differ</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.columnHeader}>
                  Field
                </th>
                <th scope="col" className={styles.columnHeader}>
                  Your value
                </th>
                <th scope="col" className={styles.columnHeader}>
                  Their value
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.name}>
                  <th scope="row" className={styles.fieldName}>
                    {field.label}
                  </th>
                  <td className={styles.value}>
                    <Value>{field.yours}</Value>
                  </td>
                  <td className={styles.value}>
                    <Value>{field.theirs}</Value>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.actions}>
        <Button
          variant="primary"
          onPress={onKeepMine}
          isPending={pending === 'mine'}
          isDisabled={pending !== undefined && pending !== 'mine'}
        >
          Save my version
        </Button>
        <Button
          variant="secondary"
          onPress={onTakeTheirs}
          isPending={pending === 'theirs'}
          isDisabled={pending !== undefined && pending !== 'theirs'}
        >
          Use their version
        </Button>
      </div>
    </section>
  );
}
