// Form fields and form layout.
export { Checkbox, type CheckboxProps } from '../components/Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from '../components/CheckboxGroup';
export { ComboBox, type ComboBoxProps } from '../components/ComboBox';
export { DateField, type DateFieldProps } from '../components/DateField';
export {
  DateRangePicker,
  type DateRangePickerProps,
  type IsoDateRange,
} from '../components/DateRangePicker';
export { FieldPlaceholder, type FieldPlaceholderProps } from '../components/FieldPlaceholder';
export { Form, type FormProps } from '../components/Form';
export {
  LinesEditor,
  type LinesEditorErrors,
  type LinesEditorProps,
  type LinesEditorRowHelpers,
} from '../components/LinesEditor';
export { MoneyField, type MoneyFieldProps } from '../components/MoneyField';
export { NumberField, type NumberFieldProps } from '../components/NumberField';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from '../components/RadioGroup';
export { Select, type SelectOption, type SelectProps } from '../components/Select';
export { Switch, type SwitchProps } from '../components/Switch';
export { TextArea, type TextAreaProps } from '../components/TextArea';
export { TextField, type TextFieldProps } from '../components/TextField';
