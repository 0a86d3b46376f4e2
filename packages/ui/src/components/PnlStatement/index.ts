export { formatCents } from './formatCents';
export { type PnlLine, type PnlReport, PnlStatement, type PnlStatementProps } from './PnlStatement';
