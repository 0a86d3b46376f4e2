import type { FieldDefinition, StoredFile } from '@backoffice/contract';
import { Checkbox } from '@backoffice/ui/Checkbox';
import { DateField } from '@backoffice/ui/DateField';
import { MoneyField } from '@backoffice/ui/MoneyField';
import { NumberField } from '@backoffice/ui/NumberField';
import { PhoneInput } from '@backoffice/ui/PhoneInput';
import { Select, type SelectOption } from '@backoffice/ui/Select';
import { TextArea } from '@backoffice/ui/TextArea';
import { TextField } from '@backoffice/ui/TextField';
import { useReferencedResource, useReferenceOptions, useStaffOptions } from '../api/resourceApi';
import { optionLabel } from '../lib/displayValue';
import { type FormValue, fromInput } from '../lib/formValues';
import { FileFieldInput } from './FileFieldInput';

export interface FieldInputProps {
  name: string;
  field: FieldDefinition;
  value: FormValue;
  onChange: (value: FormValue) => void;
  /** The message beside the field (the client's check or the server's 422). */
  error?: string;
  /** The stored record's title of a referenced record, shown even before the options load. */
  referenceLabel?: string | null;
  /** The stored masked value of a masked field, to say what a blank keeps. */
  maskedValue?: string | null;
  /** The record's stored file of a `file` field (edit). */
  storedFile?: StoredFile | null;
  className?: string;
}

function isRequired(field: FieldDefinition): boolean {
  return (field.rules ?? []).includes('required');
}

/** The largest length the field's rules allow, for the input's own limit. */
function maxLength(field: FieldDefinition): number | undefined {
  for (const rule of field.rules ?? []) {
    const [name, args = ''] = rule.split(':');
    if (name === 'max') return Number(args);
    if (name === 'between') return Number(args.split(',')[1]);
  }
  return field.type === 'string' || field.type === 'email' ? 255 : undefined;
}

function ReferenceSelect({
  name,
  field,
  value,
  onChange,
  error,
  referenceLabel,
  className,
}: FieldInputProps) {
  const target = useReferencedResource(field.resource);
  const { options, isLoading, error: loadError } = useReferenceOptions(target);
  const current = typeof value === 'number' ? value : null;
  const all: SelectOption[] =
    current !== null && referenceLabel && !options.some((option) => option.value === current)
      ? [{ name: referenceLabel, value: current }, ...options]
      : options;
  return (
    <Select
      className={className}
      name={name}
      label={field.label}
      options={all}
      value={current}
      onChange={(key) => onChange(key === null ? null : Number(key))}
      isLoading={isLoading}
      isRequired={isRequired(field)}
      isInvalid={error ? true : undefined}
      errorMessage={error}
      description={
        loadError ? `The ${field.label.toLowerCase()} list could not be loaded.` : undefined
      }
    />
  );
}

const NONE = 'none';

/** A staff field: one of the active brand's users, by name (`GET /api/staff`). */
function StaffSelect({
  name,
  field,
  value,
  onChange,
  error,
  referenceLabel,
  className,
}: FieldInputProps) {
  const { options, isLoading, error: loadError } = useStaffOptions();
  const current = typeof value === 'number' && !Number.isNaN(value) ? value : null;
  const users: SelectOption[] =
    current !== null && referenceLabel && !options.some((option) => option.value === current)
      ? [{ name: referenceLabel, value: current }, ...options]
      : options;
  // An optional one can be emptied again.
  const all = isRequired(field) ? users : [{ name: 'None', value: NONE }, ...users];
  return (
    <Select
      className={className}
      name={name}
      label={field.label}
      options={all}
      value={current ?? (isRequired(field) ? null : NONE)}
      onChange={(key) => onChange(key === null || key === NONE ? null : Number(key))}
      isLoading={isLoading}
      isRequired={isRequired(field)}
      isInvalid={error ? true : undefined}
      errorMessage={error}
      description={loadError ? 'The list of users could not be loaded.' : undefined}
    />
  );
}

/**
 * The input of one field, chosen by its type: text, textarea, email, phone (PhoneInput), number,
 * money (MoneyField, in cents), date (DateField, `YYYY-MM-DD`), boolean (checkbox), enum
 * (Select with 'Choose One'), reference (Select loaded from the referenced resource), staff (Select
 * of the brand's users) and file (FileUpload, with the stored file on edit).
 */
export function FieldInput(props: FieldInputProps) {
  const { name, field, value, onChange, error, maskedValue, className } = props;
  const required = isRequired(field) && !(field.masked && maskedValue);
  const invalid = error ? true : undefined;
  const common = { name, label: field.label, isRequired: required, isInvalid: invalid, className };
  switch (field.type) {
    case 'text':
      return (
        <TextArea
          {...common}
          errorMessage={error}
          value={String(value ?? '')}
          onChange={onChange}
          rows={4}
        />
      );
    case 'phone':
      return (
        <PhoneInput
          {...common}
          errorMessage={error}
          value={String(value ?? '')}
          onChange={onChange}
        />
      );
    case 'number':
      if (field.staff) return <StaffSelect {...props} />;
      return (
        <NumberField
          {...common}
          errorMessage={error}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={(next) => onChange(fromInput(field, next))}
        />
      );
    case 'money':
      return (
        <MoneyField
          {...common}
          errorMessage={error}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
        />
      );
    case 'date':
      return (
        <DateField
          {...common}
          errorMessage={error}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={onChange}
        />
      );
    case 'boolean':
      return (
        <Checkbox
          name={name}
          className={className}
          isSelected={value === true}
          onChange={onChange}
          isInvalid={invalid}
          errorMessage={error}
        >
          {field.label}
        </Checkbox>
      );
    case 'enum':
      return (
        <Select
          {...common}
          errorMessage={error}
          options={(field.options ?? []).map((option) => ({
            name: optionLabel(option),
            value: option,
          }))}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(key) => onChange(key === null ? '' : String(key))}
        />
      );
    case 'reference':
      return <ReferenceSelect {...props} />;
    case 'file':
      return (
        <FileFieldInput
          name={name}
          field={field}
          value={value}
          onChange={onChange}
          error={error}
          storedFile={props.storedFile ?? null}
          className={className}
        />
      );
    default:
      return (
        <TextField
          {...common}
          errorMessage={error}
          type={field.type === 'email' ? 'email' : 'text'}
          inputMode={field.digits ? 'numeric' : undefined}
          maxLength={maxLength(field)}
          description={
            field.masked && maskedValue
              ? `Stored as ${maskedValue}. Leave blank to keep it.`
              : undefined
          }
          value={String(value ?? '')}
          onChange={onChange}
        />
      );
  }
}
