import { useReferencedResource, useReferenceOptions } from '@backoffice/app-kit/resources';
import { ChoiceFilter } from './ChoiceFilter';

export interface ZoneFilterProps {
  value: string | undefined;
  onChange: (value: string | null) => void;
}

/** A list filter of the brand's zones, with "Any" to clear it. */
export function ZoneFilter({ value, onChange }: ZoneFilterProps) {
  const zones = useReferenceOptions(useReferencedResource('jfd_zones'));
  return (
    <ChoiceFilter
      label="Zone"
      options={zones.options.map((zone) => ({ name: zone.name, value: String(zone.value) }))}
      value={value}
      onChange={onChange}
    />
  );
}
