import { NumberField } from '@backoffice/ui/NumberField';
import { eggsOfGrade, gradeFields } from '../../resources/livestock/eggCollectionLogs';
import { EGG_GRADES, EGGS_PER_TRAY } from '../../resources/stock/inventories';
import { countsBody, formatCount, GRADE_LABELS } from './eggCounts';
import * as styles from './eggLogs.css';
import type { EggCounts } from './eggLogTypes';

export interface EggGridProps {
  counts: EggCounts;
  /** Absent: the grid only shows the counts. */
  onChange?: (counts: EggCounts) => void;
  errors?: Readonly<Record<string, string>>;
  isDisabled?: boolean;
  /** Focuses the first field (a new log). */
  autoFocus?: boolean;
}

const count = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * The eggs of one collection, a row per grade: full trays of 30 and loose eggs, with the row's
 * eggs; then cracked and broken. Tab runs along each row (trays, loose), then down. Read-only
 * without `onChange`.
 */
export function EggGrid({ counts, onChange, errors = {}, isDisabled, autoFocus }: EggGridProps) {
  const body = countsBody(counts);
  const field = (name: string, label: string, max?: number, first = false) =>
    onChange ? (
      <NumberField
        aria-label={label}
        name={name}
        className={styles.input}
        minValue={0}
        maxValue={max}
        step={1}
        showSteppers={false}
        align="end"
        autoFocus={first && autoFocus}
        value={counts[name] ?? Number.NaN}
        onChange={(value) => onChange({ ...counts, [name]: count(value) })}
        isDisabled={isDisabled}
        isInvalid={errors[name] !== undefined || undefined}
        errorMessage={errors[name]}
      />
    ) : (
      formatCount(body[name])
    );
  return (
    <div className={styles.tables}>
      <table className={styles.grid} aria-label="Good eggs by grade">
        <thead>
          <tr>
            <th scope="col">Grade</th>
            <th scope="col">Trays of {EGGS_PER_TRAY}</th>
            <th scope="col">Loose</th>
            <th scope="col">Eggs</th>
          </tr>
        </thead>
        <tbody>
          {EGG_GRADES.map((grade, i) => {
            const names = gradeFields(grade);
            const label = GRADE_LABELS[grade];
            return (
              <tr key={grade}>
                <th scope="row">{label}</th>
                <td>{field(names.trays, `${label} trays`, undefined, i === 0)}</td>
                <td>{field(names.loose, `${label} loose eggs`, EGGS_PER_TRAY - 1)}</td>
                <td>{formatCount(eggsOfGrade(body, grade))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table className={styles.grid} aria-label="Cracked and broken eggs">
        <tbody>
          <tr>
            <th scope="row">Cracked</th>
            <td>{field('cracked', 'Cracked eggs')}</td>
          </tr>
          <tr>
            <th scope="row">Broken</th>
            <td>{field('broken', 'Broken eggs')}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
