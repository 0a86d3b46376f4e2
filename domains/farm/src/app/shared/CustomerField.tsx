import { ComboBox } from '@backoffice/ui/ComboBox';
import { useState } from 'react';
import { type CustomerOption, useCustomerSearch } from './customers';

export interface CustomerFieldProps {
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  errorMessage?: string | undefined;
  /** An invoice needs its customer; a sale may be a walk-in's. @default false */
  isRequired?: boolean;
  /** @default 'Optional: leave empty for a walk-in customer.' unless required */
  description?: string | undefined;
  isDisabled?: boolean;
}

/** The customer of a sale or an invoice: searched on the server as the name is typed. */
export function CustomerField({
  value,
  onChange,
  errorMessage,
  isRequired = false,
  description = isRequired ? undefined : 'Optional: leave empty for a walk-in customer.',
  isDisabled,
}: CustomerFieldProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value?.name ?? '');
  }
  const search = value && text === value.name ? '' : text;
  const { options, isLoading } = useCustomerSearch(search);
  const known = value && !options.some((option) => option.id === value.id) ? [value] : [];
  const all = [...known, ...options];
  return (
    <ComboBox
      label="Customer"
      name="customer_id"
      description={description}
      isRequired={isRequired}
      isDisabled={isDisabled}
      placeholder="Type a name"
      options={all.map((customer) => ({ name: customer.name, value: customer.id }))}
      filterOptions={false}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        // Clearing the text clears the customer (a sale is then a walk-in's).
        if (typed === '' && value) onChange(null);
      }}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => onChange(all.find((customer) => customer.id === key) ?? null)}
      isLoading={isLoading}
      emptyText="No customer matches"
      isInvalid={errorMessage !== undefined || undefined}
      errorMessage={errorMessage}
    />
  );
}
