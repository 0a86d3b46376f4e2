export {
  type NotificationItem,
  NotificationPanel,
  type NotificationPanelProps,
} from './NotificationPanel';
export { relativeTime } from './relativeTime';
