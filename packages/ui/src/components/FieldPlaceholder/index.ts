export { FieldPlaceholder, type FieldPlaceholderProps } from './FieldPlaceholder';
