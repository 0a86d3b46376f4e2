export {
  LinesEditor,
  type LinesEditorErrors,
  type LinesEditorProps,
  type LinesEditorRowHelpers,
} from './LinesEditor';
