export {
  type ReportColumn,
  type ReportColumnKind,
  ReportTable,
  type ReportTableProps,
} from './ReportTable';
