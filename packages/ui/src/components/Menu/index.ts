// Pairs a trigger button with a Menu: press, Enter, Space or ArrowDown opens it.
export { MenuTrigger, type MenuTriggerProps } from 'react-aria-components';
export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
} from './Menu';
