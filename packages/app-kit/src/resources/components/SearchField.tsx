import { TextField } from '@backoffice/ui/TextField';
import { useState } from 'react';

export interface SearchFieldProps {
  label: string;
  placeholder?: string;
  /** The search the list's address holds. */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * A list's search box: it applies on Enter or when the focus leaves it, so the list is not
 * asked again at every key.
 */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The address changed under the field (back button, "Clear the filters"): show what it holds.
    setShown(value);
    setText(value);
  }
  const apply = () => {
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <TextField
      type="search"
      label={label}
      {...(placeholder ? { placeholder } : {})}
      value={text}
      onChange={setText}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}
