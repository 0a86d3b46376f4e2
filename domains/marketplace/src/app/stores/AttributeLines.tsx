import { Button } from '@backoffice/ui/Button';
import { Select } from '@backoffice/ui/Select';
import { useStoreCatalogue } from './attributeOptions';
import * as styles from './stores.css';

export interface AttributeLine {
  attribute_id: number | null;
  attribute_value_id: number | null;
}

/**
 * A product's attributes (Material: Cotton), one line each: the attribute, then one of its
 * values; lines are added and removed with buttons, and each line's errors show beside it.
 */
export function AttributeLines({
  slug,
  lines,
  onChange,
  errors,
}: {
  /** The store whose catalogue view the options come from. */
  slug: string;
  lines: readonly AttributeLine[];
  onChange: (lines: AttributeLine[]) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const options = useStoreCatalogue(slug);
  const set = (index: number, line: AttributeLine) =>
    onChange(lines.map((current, i) => (i === index ? line : current)));
  return (
    <fieldset className={styles.lines}>
      <legend>Attributes</legend>
      {lines.length === 0 && <p className={styles.muted}>No attributes yet.</p>}
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are edited in place.
        <div key={index} className={styles.line}>
          <Select
            label={`Attribute ${index + 1}`}
            isLoading={options.isLoading}
            options={options.attributes.map((one) => ({ value: one.id, name: one.name }))}
            value={line.attribute_id}
            onChange={(key) =>
              set(index, {
                attribute_id: key === null ? null : Number(key),
                attribute_value_id: null,
              })
            }
            errorMessage={errors[`lines.${index}.attribute_id`]}
            isInvalid={Boolean(errors[`lines.${index}.attribute_id`])}
          />
          <Select
            label={`Value ${index + 1}`}
            isDisabled={line.attribute_id === null}
            options={options.values
              .filter((value) => value.attributeId === line.attribute_id)
              .map((value) => ({ value: value.id, name: value.value }))}
            value={line.attribute_value_id}
            onChange={(key) =>
              set(index, { ...line, attribute_value_id: key === null ? null : Number(key) })
            }
            errorMessage={errors[`lines.${index}.attribute_value_id`]}
            isInvalid={Boolean(errors[`lines.${index}.attribute_value_id`])}
          />
          <Button
            variant="secondary"
            aria-label={`Remove attribute ${index + 1}`}
            onPress={() => onChange(lines.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          onPress={() => onChange([...lines, { attribute_id: null, attribute_value_id: null }])}
        >
          Add attribute
        </Button>
      </div>
    </fieldset>
  );
}

/** The lines as the form sends them: `lines[0][attribute_id]=3`, complete lines only. */
export function attributeLinesBody(lines: readonly AttributeLine[]): Record<string, number> {
  const body: Record<string, number> = {};
  lines.forEach((line, i) => {
    if (line.attribute_id !== null) body[`lines[${i}][attribute_id]`] = line.attribute_id;
    if (line.attribute_value_id !== null) {
      body[`lines[${i}][attribute_value_id]`] = line.attribute_value_id;
    }
  });
  return body;
}
