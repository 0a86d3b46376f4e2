export { type ConflictField, ConflictPanel, type ConflictPanelProps } from './ConflictPanel';
