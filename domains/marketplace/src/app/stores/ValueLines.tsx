import { Button } from '@backoffice/ui/Button';
import { Select } from '@backoffice/ui/Select';
import { useStoreCatalogue } from './attributeOptions';
import * as styles from './stores.css';
import type { ValueLine } from './variantLines';

/** A variant's attribute values (Colour: Black, Size: M), one select a line. */
export function ValueLines({
  slug,
  lines,
  onChange,
  errors,
}: {
  /** The store whose catalogue view the options come from. */
  slug: string;
  lines: readonly ValueLine[];
  onChange: (lines: ValueLine[]) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const options = useStoreCatalogue(slug);
  return (
    <fieldset className={styles.lines}>
      <legend>Attribute values</legend>
      {lines.length === 0 && <p className={styles.muted}>None: the variant is “Standard”.</p>}
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are edited in place.
        <div key={index} className={styles.line}>
          <Select
            label={`Value ${index + 1}`}
            isLoading={options.isLoading}
            options={options.values.map((value) => ({ value: value.id, name: value.name }))}
            value={line}
            onChange={(key) =>
              onChange(
                lines.map((current, i) =>
                  i === index ? (key === null ? null : Number(key)) : current,
                ),
              )
            }
            errorMessage={errors[`lines.${index}.attribute_value_id`]}
            isInvalid={Boolean(errors[`lines.${index}.attribute_value_id`])}
          />
          <Button
            variant="secondary"
            aria-label={`Remove value ${index + 1}`}
            onPress={() => onChange(lines.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onPress={() => onChange([...lines, null])}>
          Add value
        </Button>
      </div>
    </fieldset>
  );
}
