import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './LinesEditor.css';
import { useRowIds } from './useRowIds';

/**
 * Validation messages keyed by dotted path, as a Laravel 422 answer's `errors` object:
 * `{ 'lines.0.quantity': ['The lines.0.quantity field is required.'] }`.
 */
export type LinesEditorErrors = Readonly<Record<string, string | readonly string[] | undefined>>;

/** What `renderRow` gets besides the row: its place, name, edits and errors. */
export interface LinesEditorRowHelpers<T> {
  /** Zero-based position of the row. */
  index: number;
  /** The row's accessible name, e.g. 'Line 2'; it changes when the row moves. */
  label: string;
  /** The row's stable key: it stays with the row through reorders, so it suits field ids. */
  id: string;
  /** Replaces the row: a patch merged into it, or a function of the current row. */
  update: (change: Partial<T> | ((row: T) => T)) => void;
  /** Removes the row, as its Remove button does. */
  remove: () => void;
  /**
   * The server's messages for one field of this row (`errorFor('quantity')` reads
   * `lines.<index>.quantity`), joined into one string, or `undefined`. Pass it to the field's
   * `errorMessage` and `isInvalid`. Messages asked for while `renderRow` runs are not repeated
   * under the row; the row's other messages are listed there.
   */
  errorFor: (field: string) => string | undefined;
  /** The form name of a field of this row, `lines.<index>.<field>`, as the server expects it. */
  nameFor: (field: string) => string;
}

export interface LinesEditorProps<T extends object> {
  /** The visible label of the whole group, e.g. 'Lines'; it is also the group's accessible name. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The rows, in order. The editor keeps a key per row itself, so rows need no id. */
  rows: readonly T[];
  /** Called with the new rows after every add, remove, move or `update`. */
  onChange: (rows: T[]) => void;
  /** The row's field cells (ComboBox, NumberField, MoneyField…); each field needs its own label. */
  renderRow: (row: T, index: number, helpers: LinesEditorRowHelpers<T>) => ReactNode;
  /** Makes the row the Add button appends. */
  newRow: () => T;
  /** Text of the Add button. @default 'Add line' */
  addLabel?: string;
  /** The word for one row in names and announcements ('Line 2', 'Remove line 2'). @default 'line' */
  itemLabel?: string;
  /** Beside the Add button, e.g. a running total the caller computes. */
  footer?: ReactNode;
  /** Rows that cannot be removed below; their Remove buttons are disabled. @default 0 */
  minRows?: number;
  /** Most rows allowed; the Add button is disabled at it. */
  maxRows?: number;
  /** Field name of the rows in the server's error keys and in `nameFor`. @default 'lines' */
  name?: string;
  /**
   * Validation messages by dotted path (a 422 answer's `errors`). Those for `name` show under the
   * label; those for a row (`lines.0`, `lines.0.quantity`) show under the row unless the row's
   * fields took them through `errorFor`.
   */
  errors?: LinesEditorErrors;
  /** Shown in place of the rows when there are none. @default 'Nothing added yet.' */
  emptyState?: ReactNode;
  /**
   * CSS `grid-template-columns` of a row's fields, e.g. `'2fr 1fr 1fr'`. By default the fields
   * share the width and wrap when narrow; on a narrow screen they always stack.
   */
  fieldColumns?: string;
  /** Disables adding, removing and moving rows (the caller disables its own fields). */
  isDisabled?: boolean;
  /** Extra class on the outer element. */
  className?: string;
  /** Inline style on the outer element. */
  style?: CSSProperties;
}

type PendingFocus =
  | { kind: 'fields'; id: string }
  | { kind: 'remove'; id: string | undefined }
  | { kind: 'move'; id: string; element: Element | null };

const focusable =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

const messagesOf = (value: string | readonly string[] | undefined): string[] =>
  value == null ? [] : typeof value === 'string' ? [value] : [...value];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const isEnabled = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && !element.matches(':disabled');

function ErrorList({ id, messages }: { id: string; messages: string[] }) {
  return (
    <ul id={id} className={styles.errors}>
      {[...new Set(messages)].map((message) => (
        <li key={message} className={styles.error}>
          <Icon name="alert-circle" className={styles.errorIcon} />
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A repeater for the child rows edited with their parent: the lines of a sale or an invoice. The
 * caller renders each row's fields; the editor adds, removes and reorders rows, keeps a stable key
 * per row, and keeps focus and screen readers in step. Each row has Move up, Move down and Remove
 * buttons named after it ('Remove line 2'); Alt+ArrowUp and Alt+ArrowDown move the row holding the
 * focus, and the focus stays on it. Moves, additions and removals are announced politely. After
 * Add the focus goes to the new row's first field; after Remove, to the next row's Remove button,
 * else the Add button.
 */
export function LinesEditor<T extends object>({
  label,
  description,
  rows,
  onChange,
  renderRow,
  newRow,
  addLabel = 'Add line',
  itemLabel = 'line',
  footer,
  minRows = 0,
  maxRows,
  name = 'lines',
  errors,
  emptyState = 'Nothing added yet.',
  fieldColumns,
  isDisabled = false,
  className,
  style,
}: LinesEditorProps<T>) {
  const baseId = useId();
  const descriptionId = `${baseId}description`;
  const groupErrorsId = `${baseId}errors`;
  const { ids, assign } = useRowIds(rows);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const rowElements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<PendingFocus | null>(null);
  // Handlers read the rows of the latest render, not those of the render that made them, and
  // each change moves them on at once, so two edits in one event both count.
  const latest = useRef<{ rows: readonly T[]; ids: readonly string[] }>({ rows, ids });
  latest.current = { rows, ids };
  const emit = (next: T[], nextIds: readonly string[]) => {
    latest.current = { rows: next, ids: nextIds };
    onChange(next);
  };

  const rowLabel = (index: number) => `${capitalise(itemLabel)} ${index + 1}`;
  const canAdd = !isDisabled && (maxRows === undefined || rows.length < maxRows);
  const canRemove = !isDisabled && rows.length > minRows;

  // Focus follows the change once the caller has rendered the new rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows change, by design.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const row = pending.id === undefined ? undefined : rowElements.current.get(pending.id);
    let target: Element | null | undefined;
    if (pending.kind === 'fields') {
      target = row?.querySelector('[data-fields]')?.querySelector(focusable);
    } else if (pending.kind === 'remove') {
      target = row?.querySelector('[data-action="remove"]');
    } else if (row) {
      // The moved row keeps the focus: the same field, or the same button unless the move
      // disabled it (a row moved to the top cannot move up again), then its other move button.
      target = isEnabled(pending.element)
        ? pending.element
        : pending.element?.getAttribute('data-action') === 'move-up'
          ? row.querySelector('[data-action="move-down"]')
          : row.querySelector('[data-action="move-up"]');
    }
    if (isEnabled(target)) {
      if (document.activeElement !== target) target.focus();
      return;
    }
    const add = rootRef.current?.querySelector('[data-action="add"]');
    if (isEnabled(add)) add.focus();
  }, [rows]);

  const add = () => {
    const current = latest.current;
    const row = newRow();
    const id = assign(row);
    pendingFocus.current = { kind: 'fields', id };
    setAnnouncement(`${rowLabel(current.rows.length)} added.`);
    emit([...current.rows, row], [...current.ids, id]);
  };

  const remove = (index: number) => {
    const current = latest.current;
    if (index < 0 || index >= current.rows.length) return;
    pendingFocus.current = { kind: 'remove', id: current.ids[index + 1] };
    setAnnouncement(`${rowLabel(index)} removed.`);
    emit(
      current.rows.filter((_, i) => i !== index),
      current.ids.filter((_, i) => i !== index),
    );
  };

  const move = (index: number, by: -1 | 1, focused: Element | null) => {
    const current = latest.current;
    const to = index + by;
    const id = current.ids[index];
    if (id === undefined || to < 0 || to >= current.rows.length) return;
    const next = [...current.rows];
    const nextIds = [...current.ids];
    next.splice(to, 0, ...next.splice(index, 1));
    nextIds.splice(to, 0, ...nextIds.splice(index, 1));
    pendingFocus.current = { kind: 'move', id, element: focused };
    setAnnouncement(`${rowLabel(index)} moved to position ${to + 1}.`);
    emit(next, nextIds);
  };

  const update = (index: number, change: Partial<T> | ((row: T) => T)) => {
    const current = latest.current;
    const row = current.rows[index];
    const id = current.ids[index];
    if (row === undefined || id === undefined) return;
    const changed = typeof change === 'function' ? change(row) : { ...row, ...change };
    assign(changed, id);
    // An edit is a new action: a focus move still waiting for an earlier change the caller did
    // not apply must not fire later.
    pendingFocus.current = null;
    emit(
      current.rows.map((r, i) => (i === index ? changed : r)),
      current.ids,
    );
  };

  const onRowKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (isDisabled || event.defaultPrevented) return;
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const target = event.target as Element;
    // Keys from a portal (an open ComboBox list) bubble through React but are not the row's.
    if (!event.currentTarget.contains(target)) return;
    if (target.closest('[aria-expanded="true"]')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? -1 : 1, document.activeElement);
  };

  const groupErrors = messagesOf(errors?.[name]);
  const describedBy =
    [description != null && descriptionId, groupErrors.length > 0 && groupErrorsId]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <fieldset
      ref={rootRef}
      aria-describedby={describedBy}
      data-disabled={isDisabled || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{
        ...style,
        ...(fieldColumns ? assignInlineVars({ [styles.fieldColumnsVar]: fieldColumns }) : {}),
      }}
    >
      {/* The legend must be the fieldset's first child to name it. */}
      <legend className={styles.label}>{label}</legend>
      <div className={styles.body}>
        {description != null && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {groupErrors.length > 0 && <ErrorList id={groupErrorsId} messages={groupErrors} />}
        {rows.length === 0 ? (
          <p className={styles.empty}>{emptyState}</p>
        ) : (
          <ol className={styles.rows}>
            {rows.map((row, index) => {
              const id = ids[index]!;
              const rowName = rowLabel(index);
              const prefix = `${name}.${index}`;
              // Fields that show their own message through `errorFor` are noted while the row
              // renders, so only the rest are listed under the row.
              const claimed = new Set<string>();
              const cells = renderRow(row, index, {
                index,
                label: rowName,
                id,
                update: (change) => update(index, change),
                remove: () => remove(index),
                errorFor: (field) => {
                  const key = `${prefix}.${field}`;
                  claimed.add(key);
                  const messages = messagesOf(errors?.[key]);
                  return messages.length > 0 ? messages.join(' ') : undefined;
                },
                nameFor: (field) => `${prefix}.${field}`,
              });
              const rowErrors = Object.entries(errors ?? {})
                .filter(
                  ([key]) => (key === prefix || key.startsWith(`${prefix}.`)) && !claimed.has(key),
                )
                .flatMap(([, value]) => messagesOf(value));
              const invalid =
                rowErrors.length > 0 ||
                [...claimed].some((key) => messagesOf(errors?.[key]).length > 0);
              const rowErrorsId = `${baseId}${id}errors`;
              return (
                <li
                  key={id}
                  ref={(element) => {
                    if (element) rowElements.current.set(id, element);
                    return () => {
                      if (rowElements.current.get(id) === element) rowElements.current.delete(id);
                    };
                  }}
                  data-invalid={invalid || undefined}
                  className={styles.row}
                >
                  {/* The group names the row, so each field reads as "Line 2, Quantity". */}
                  <fieldset
                    aria-label={rowName}
                    aria-describedby={rowErrors.length > 0 ? rowErrorsId : undefined}
                    className={styles.rowGroup}
                    onKeyDown={onRowKeyDown(index)}
                  >
                    <span className={styles.number} aria-hidden="true">
                      {index + 1}
                    </span>
                    <div className={styles.fields} data-fields="">
                      {cells}
                    </div>
                    <div className={styles.actions}>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Move ${itemLabel} ${index + 1} up`}
                        aria-keyshortcuts="Alt+ArrowUp"
                        data-action="move-up"
                        className={styles.iconButton}
                        isDisabled={isDisabled || index === 0}
                        onPress={(event) => move(index, -1, event.target)}
                      >
                        <Icon name="chevron-up" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Move ${itemLabel} ${index + 1} down`}
                        aria-keyshortcuts="Alt+ArrowDown"
                        data-action="move-down"
                        className={styles.iconButton}
                        isDisabled={isDisabled || index === rows.length - 1}
                        onPress={(event) => move(index, 1, event.target)}
                      >
                        <Icon name="chevron-down" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${itemLabel} ${index + 1}`}
                        data-action="remove"
                        className={styles.removeButton}
                        isDisabled={!canRemove}
                        onPress={() => remove(index)}
                      >
                        <Icon name="trash" />
                      </Button>
                    </div>
                    {rowErrors.length > 0 && <ErrorList id={rowErrorsId} messages={rowErrors} />}
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}
        <div className={styles.bar}>
          <Button
            variant="secondary"
            size="sm"
            data-action="add"
            isDisabled={!canAdd}
            onPress={add}
          >
            <Icon name="plus" />
            {addLabel}
          </Button>
          {footer != null && <div className={styles.footer}>{footer}</div>}
        </div>
        <div role="status" className={styles.visuallyHidden}>
          {announcement}
        </div>
      </div>
    </fieldset>
  );
}
