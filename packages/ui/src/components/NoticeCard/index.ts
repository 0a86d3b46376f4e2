export { isNormalLevel, NoticeCard, type NoticeCardProps } from './NoticeCard';
export { sanitizeHtml } from './sanitizeHtml';
