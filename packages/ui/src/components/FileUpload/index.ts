export { FileUpload, type FileUploadProps } from './FileUpload';
export { DEFAULT_MAX_BYTES, sizeMessage } from './fileRules';
