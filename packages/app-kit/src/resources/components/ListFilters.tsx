import type { FilterValue, ResourceDefinition } from '@backoffice/contract';
import { FieldPlaceholder } from '@backoffice/ui/FieldPlaceholder';
import type { SelectOption } from '@backoffice/ui/Select';
import { TextField } from '@backoffice/ui/TextField';
import { memo, type ReactNode, useCallback, useRef, useState } from 'react';
import { InTurn } from '../../loading/DrawInTurns';
import { LIST_FIELDS } from '../../loading/listFields';
import { useReferencedResource, useReferenceOptions } from '../api/resourceApi';
import { optionLabel } from '../lib/displayValue';
import * as styles from '../resources.css';

/** The option that clears a filter. */
const ANY = '*';
const anyOption: SelectOption = { name: 'Any', value: ANY };

type ListFields = NonNullable<ReturnType<typeof LIST_FIELDS.loaded>>;

/** A filter's control, drawn in its turn where the app draws costly controls in turns. */
function FilterInTurn({ label, children }: { label: string; children: ReactNode }) {
  return (
    <InTurn placeholder={<FieldPlaceholder label={label} className={styles.filter} />}>
      {children}
    </InTurn>
  );
}

/** A select or date filter: drawn in its turn too, once the list's fields have come. */
function FieldFilterInTurn({
  label,
  children,
}: {
  label: string;
  children: (fields: ListFields) => ReactNode;
}) {
  return (
    <InTurn
      placeholder={<FieldPlaceholder label={label} className={styles.filter} />}
      files={LIST_FIELDS}
    >
      {children}
    </InTurn>
  );
}

interface FilterProps {
  name: string;
  resource: ResourceDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | null) => void;
}

/** A select of choices, "Any" first, that clears the filter. */
function ChoiceSelect({
  Select,
  label,
  options,
  value,
  onChange,
  isLoading,
}: {
  Select: ListFields['Select'];
  label: string;
  options: SelectOption[];
  value: FilterValue | undefined;
  onChange: (value: FilterValue | null) => void;
  isLoading?: boolean;
}) {
  return (
    <Select
      className={styles.filter}
      label={label}
      options={[anyOption, ...options]}
      value={typeof value === 'string' ? value : ANY}
      isLoading={isLoading}
      onChange={(key) => onChange(key === null || key === ANY ? null : String(key))}
    />
  );
}

function ChoiceFilter({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: SelectOption[];
  value: FilterValue | undefined;
  onChange: (value: FilterValue | null) => void;
}) {
  return (
    <FieldFilterInTurn label={label}>
      {({ Select }) => (
        <ChoiceSelect
          Select={Select}
          label={label}
          options={options}
          value={value}
          onChange={onChange}
        />
      )}
    </FieldFilterInTurn>
  );
}

/** The referenced records as choices, asked for when the select is drawn. */
function ReferenceChoice({
  Select,
  target,
  label,
  value,
  onChange,
}: {
  Select: ListFields['Select'];
  target: string | undefined;
  label: string;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | null) => void;
}) {
  const { options, isLoading } = useReferenceOptions(useReferencedResource(target));
  return (
    <ChoiceSelect
      Select={Select}
      label={label}
      options={options.map((option) => ({ name: option.name, value: String(option.value) }))}
      value={value}
      onChange={onChange}
      isLoading={isLoading}
    />
  );
}

/**
 * A filter by a referenced record (a sale's customer). Its choices are asked for in its turn,
 * after the list's first data: a first screen does without them.
 */
function ReferenceFilter({ name, resource, value, onChange }: FilterProps) {
  const field = resource.fields[name];
  const label = field?.label ?? name;
  return (
    <FieldFilterInTurn label={label}>
      {({ Select }) => (
        <ReferenceChoice
          Select={Select}
          target={field?.resource}
          label={label}
          value={value}
          onChange={onChange}
        />
      )}
    </FieldFilterInTurn>
  );
}

/** A text filter applies when the user presses Enter or leaves the field. */
function TextFilter({ name, resource, value, onChange }: FilterProps) {
  const applied = typeof value === 'string' ? value : '';
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    // The address changed under the field (back button, "Clear filters"): show what it holds.
    setShown(applied);
    setText(applied);
  }
  const apply = () => {
    if (text.trim() !== applied) onChange(text.trim() || null);
  };
  const label = resource.fields[name]?.label ?? name;
  return (
    <FilterInTurn label={label}>
      <TextField
        className={styles.filter}
        label={label}
        value={text}
        onChange={setText}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </FilterInTurn>
  );
}

function DateRangeFilter({ name, resource, value, onChange }: FilterProps) {
  const range = typeof value === 'object' ? value : {};
  const label = resource.fields[name]?.label ?? name;
  const set = (bound: 'from' | 'to', day: string | null) => {
    const next = { ...range, [bound]: day ?? undefined };
    onChange(next.from || next.to ? next : null);
  };
  return (['from', 'to'] as const).map((bound) => (
    <FieldFilterInTurn key={bound} label={`${label} ${bound}`}>
      {({ DateField }) => (
        <DateField
          className={styles.filter}
          label={`${label} ${bound}`}
          value={range[bound] ?? null}
          onChange={(day) => set(bound, day)}
        />
      )}
    </FieldFilterInTurn>
  ));
}

function FieldFilter(props: FilterProps) {
  const field = props.resource.fields[props.name];
  if (!field) return null;
  switch (field.type) {
    case 'enum':
      return (
        <ChoiceFilter
          label={field.label}
          options={(field.options ?? []).map((option) => ({
            name: optionLabel(option),
            value: option,
          }))}
          value={props.value}
          onChange={props.onChange}
        />
      );
    case 'boolean':
      return (
        <ChoiceFilter
          label={field.label}
          options={[
            { name: 'Yes', value: '1' },
            { name: 'No', value: '0' },
          ]}
          value={props.value}
          onChange={props.onChange}
        />
      );
    case 'reference':
      return <ReferenceFilter {...props} />;
    case 'date':
      return <DateRangeFilter {...props} />;
    default:
      return <TextFilter {...props} />;
  }
}

export interface ListFiltersProps {
  resource: ResourceDefinition;
  filters: readonly string[];
  values: Record<string, FilterValue>;
  onChange: (name: string, value: FilterValue | null) => void;
}

/** The same filters, in the same order. */
function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

/**
 * The controls themselves, drawn again only when the resource, the filters or their values
 * change: date fields and selects are costly to draw, and the list screen draws itself again
 * each time its rows arrive. `onChange` is the latest the screen gave (see `ListFilters`).
 */
const FilterControls = memo(
  function FilterControls({ resource, filters, values, onChange }: ListFiltersProps) {
    return (
      // A group, not a fieldset: the browser lays a fieldset's whole content out anew each time a
      // control takes its placeholder's place, which made every filter's turn redo all of them.
      // biome-ignore lint/a11y/useSemanticElements: a fieldset's layout costs each filter's turn
      <div role="group" className={styles.filters} aria-label="Filters">
        {filters.map((name) => (
          <FieldFilter
            key={name}
            name={name}
            resource={resource}
            value={values[name]}
            onChange={(value) => onChange(name, value)}
          />
        ))}
      </div>
    );
  },
  (before, after) =>
    before.resource === after.resource &&
    before.values === after.values &&
    sameNames(before.filters, after.filters),
);

/** One control per filterable field of the definition. */
export function ListFilters({ resource, filters, values, onChange }: ListFiltersProps) {
  // The controls get one callback for good; it calls the screen's latest `onChange`, which knows
  // the list's current state (its sort and page).
  const latest = useRef(onChange);
  latest.current = onChange;
  const change = useCallback(
    (name: string, value: FilterValue | null) => latest.current(name, value),
    [],
  );
  if (filters.length === 0) return null;
  return <FilterControls resource={resource} filters={filters} values={values} onChange={change} />;
}
