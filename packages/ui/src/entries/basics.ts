// Basic primitives: actions, text, status and feedback.
export { AlertDialog, type AlertDialogProps } from '../components/AlertDialog';
export { Avatar, type AvatarProps, initialsOf } from '../components/Avatar';
export { Badge, type BadgeProps, type BadgeTone } from '../components/Badge';
export { Button, type ButtonProps } from '../components/Button';
export {
  Dialog,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
} from '../components/Dialog';
export { EmptyState, type EmptyStateProps } from '../components/EmptyState';
export { Icon, type IconName, type IconProps, iconNames } from '../components/Icon';
export { Link, type LinkProps } from '../components/Link';
export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  MenuTrigger,
  type MenuTriggerProps,
} from '../components/Menu';
export { Modal, type ModalProps } from '../components/Modal';
export { Popover, type PopoverProps } from '../components/Popover';
export { ProgressBar, type ProgressBarProps } from '../components/ProgressBar';
export { Skeleton, type SkeletonProps } from '../components/Skeleton';
export { Spinner, type SpinnerProps } from '../components/Spinner';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from '../components/Tabs';
export {
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
} from '../components/Tooltip';
