import { formatDay, formatMoney } from '@backoffice/contract';
import { Checkbox } from '@backoffice/ui/Checkbox';
import { CheckboxGroup } from '@backoffice/ui/CheckboxGroup';
import type { CashItem } from '../../reports/cash';
import * as screen from '../shared/screen.css';
import { itemKey } from './depositsApi';

export interface CashItemsChooserProps {
  /** The items that may be chosen: the undeposited cash, and a deposit's own items on edit. */
  items: readonly CashItem[];
  /** The chosen items' keys (`sale:12`). */
  value: readonly string[];
  onChange: (keys: string[]) => void;
  isDisabled?: boolean;
  /** The server's message for the items, if any. */
  error?: string | undefined;
}

/** The sum of the chosen items, in cents. */
export function chosenTotal(items: readonly CashItem[], keys: readonly string[]): number {
  const chosen = new Set(keys);
  return items.reduce((sum, item) => sum + (chosen.has(itemKey(item)) ? item.amount : 0), 0);
}

/**
 * The cash a deposit covers, chosen by checkbox (Space toggles, Tab moves on): each cash sale
 * or cash invoice payment with its day and amount, and the deposit's amount as a live sum, read
 * out as it changes.
 */
export function CashItemsChooser({
  items,
  value,
  onChange,
  isDisabled,
  error,
}: CashItemsChooserProps) {
  const total = chosenTotal(items, value);
  return (
    <div className={screen.panel}>
      {items.length === 0 ? (
        <p className={screen.muted}>No cash waits to be deposited.</p>
      ) : (
        <CheckboxGroup
          label="Cash deposited"
          value={[...value]}
          onChange={onChange}
          isDisabled={isDisabled ?? false}
          isInvalid={Boolean(error)}
          {...(error ? { errorMessage: error } : {})}
        >
          {items.map((item) => (
            <Checkbox key={itemKey(item)} value={itemKey(item)}>
              {formatDay(item.taken_on)} · {item.description} · {formatMoney(item.amount)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      <dl className={screen.figures}>
        <div className={screen.grandFigure}>
          <dt>
            Deposit amount ({value.length} {value.length === 1 ? 'item' : 'items'})
          </dt>
          <dd>
            <output aria-live="polite">{formatMoney(total)}</output>
          </dd>
        </div>
      </dl>
    </div>
  );
}
