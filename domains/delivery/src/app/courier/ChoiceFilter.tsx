import { Select } from '@backoffice/ui/Select';

const ANY = '*';

export interface ChoiceFilterProps {
  label: string;
  options: readonly { value: string; name: string }[];
  /** The chosen value; undefined for any. */
  value: string | undefined;
  onChange: (value: string | null) => void;
}

/** A list filter of a few choices, with "Any" to clear it. */
export function ChoiceFilter({ label, options, value, onChange }: ChoiceFilterProps) {
  return (
    <Select
      label={label}
      options={[{ name: 'Any', value: ANY }, ...options]}
      value={value ?? ANY}
      onChange={(key) => onChange(key === null || key === ANY ? null : String(key))}
    />
  );
}
