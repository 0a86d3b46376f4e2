import { DateField } from '@backoffice/ui/DateField';
import { TextArea } from '@backoffice/ui/TextArea';
import { TextField } from '@backoffice/ui/TextField';

export interface DepositFieldValues {
  deposited_on: string | null;
  account: string;
  reference: string;
  notes: string;
}

export interface DepositFieldsProps {
  values: DepositFieldValues;
  onChange: (values: DepositFieldValues) => void;
  isDisabled: boolean;
  autoFocus?: boolean;
}

/** The deposit's own fields, shared by the record dialog and the edit screen. */
export function DepositFields({ values, onChange, isDisabled, autoFocus }: DepositFieldsProps) {
  const set = (patch: Partial<DepositFieldValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <DateField
        label="Day"
        name="deposited_on"
        isRequired
        autoFocus={autoFocus ?? false}
        value={values.deposited_on}
        onChange={(deposited_on) => set({ deposited_on })}
        isDisabled={isDisabled}
      />
      <TextField
        label="Account"
        name="account"
        isRequired
        maxLength={255}
        value={values.account}
        onChange={(account) => set({ account })}
        isDisabled={isDisabled}
      />
      <TextField
        label="Reference"
        name="reference"
        description="The bank's reference on the deposit slip."
        isRequired
        maxLength={255}
        value={values.reference}
        onChange={(reference) => set({ reference })}
        isDisabled={isDisabled}
      />
      <TextArea
        label="Notes"
        name="notes"
        value={values.notes}
        onChange={(notes) => set({ notes })}
        isDisabled={isDisabled}
      />
    </>
  );
}
