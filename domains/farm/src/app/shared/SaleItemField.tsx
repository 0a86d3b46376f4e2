import { formatMoney } from '@backoffice/contract';
import { ComboBox } from '@backoffice/ui/ComboBox';
import { type KeyboardEvent, useMemo, useState } from 'react';
import type { SaleItem } from './saleItems';

export interface SaleItemFieldProps {
  items: readonly SaleItem[];
  value: SaleItem | null;
  onChange: (item: SaleItem | null) => void;
  isLoading?: boolean;
  errorMessage?: string | undefined;
  autoFocus?: boolean;
  /** @default 'Item' */
  label?: string;
  /** A sale's line needs its item; an invoice's line may be free text. @default true */
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** The items whose name holds every typed word, in any order ('large tray' finds 'Eggs, large (tray of 30)'). */
export function matchingItems(items: readonly SaleItem[], text: string): SaleItem[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    const name = (item.name ?? '').toLowerCase();
    return words.every((word) => name.includes(word));
  });
}

/**
 * The item of a line, found by typing part of its name. At a till the first match is nearly
 * always the one meant, so Enter takes it without an arrow press first; Arrow Down still picks
 * another. Each option says its price.
 */
export function SaleItemField({
  items,
  value,
  onChange,
  isLoading,
  errorMessage,
  autoFocus,
  label = 'Item',
  isRequired = true,
  isDisabled,
}: SaleItemFieldProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The row was reset or moved under the field: show its item.
    setShown(value);
    setText(value?.name ?? '');
  }
  // Once an item is chosen the text is its name: the list then offers every item again.
  const matches = useMemo(
    () => (value && text === value.name ? [...items] : matchingItems(items, text)),
    [items, text, value],
  );

  const takeFirstMatch = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    const input = event.target as HTMLElement;
    if (input.getAttribute('role') !== 'combobox') return;
    // An option picked with the arrows, or a closed list, is the combobox's own business.
    if (
      input.getAttribute('aria-expanded') !== 'true' ||
      input.getAttribute('aria-activedescendant')
    ) {
      return;
    }
    const first = matches[0];
    if (!first || !text.trim()) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(first);
    setText(first.name ?? '');
  };

  return (
    <div onKeyDownCapture={takeFirstMatch}>
      <ComboBox
        label={label}
        isRequired={isRequired}
        isDisabled={isDisabled}
        autoFocus={autoFocus}
        placeholder="Type to find an item"
        options={matches.map((item) => ({
          name: `${item.name} · ${formatMoney(item.unit_price ?? 0)}`,
          value: item.id,
        }))}
        filterOptions={false}
        inputValue={text}
        onInputChange={(typed) => {
          setText(typed);
          // Clearing an optional item's text clears the item.
          if (typed === '' && value && !isRequired) onChange(null);
        }}
        selectedKey={value?.id ?? null}
        onSelectionChange={(key) => {
          const chosen = items.find((item) => item.id === key) ?? null;
          onChange(chosen);
          if (chosen) setText(chosen.name ?? '');
        }}
        isLoading={isLoading}
        emptyText="No item on sale matches"
        isInvalid={errorMessage !== undefined || undefined}
        errorMessage={errorMessage}
      />
    </div>
  );
}
