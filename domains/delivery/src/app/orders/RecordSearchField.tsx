import { type ResourceRow, useRecords } from '@backoffice/app-kit/resources';
import type { ResourceDefinition } from '@backoffice/contract';
import { ComboBox } from '@backoffice/ui/ComboBox';
import { useState } from 'react';

export interface RecordSearchFieldProps {
  label: string;
  /** The records searched (`GET /api/<segment>?search=`), shown by their title field. */
  resource: ResourceDefinition;
  /** Filters always added to the search, e.g. `{ active: '1' }`. */
  filter?: Record<string, string>;
  value: ResourceRow | null;
  onChange: (record: ResourceRow | null) => void;
  name?: string;
  placeholder?: string;
  emptyText?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  errorMessage?: string | undefined;
}

/** How many matches the list shows. */
const MATCHES = 20;

/**
 * A record picked from a server search as its title is typed (a customer, a product): the
 * matches of the typed text, the chosen record kept even when the search no longer finds it.
 */
export function RecordSearchField({
  label,
  resource,
  filter = {},
  value,
  onChange,
  errorMessage,
  ...props
}: RecordSearchFieldProps) {
  const title = (record: ResourceRow) => String(record[resource.titleField] ?? record.id);
  const [text, setText] = useState(value ? title(value) : '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ? title(value) : '');
  }
  const search = value && text === title(value) ? '' : text;
  const params = new URLSearchParams({ per_page: String(MATCHES) });
  if (search) params.set('search', search);
  for (const [field, wanted] of Object.entries(filter)) params.set(`filter[${field}]`, wanted);
  const answer = useRecords(resource, params.toString());
  const found = answer.data?.items ?? [];
  const all = value && !found.some((row) => row.id === value.id) ? [value, ...found] : found;
  return (
    <ComboBox
      {...props}
      label={label}
      options={all.map((record) => ({ name: title(record), value: record.id }))}
      filterOptions={false}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        if (typed === '' && value) onChange(null);
      }}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => onChange(all.find((record) => record.id === key) ?? null)}
      isLoading={answer.isLoading}
      isInvalid={errorMessage !== undefined || undefined}
      errorMessage={errorMessage}
    />
  );
}
