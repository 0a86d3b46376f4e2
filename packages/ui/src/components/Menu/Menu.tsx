import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  Collection,
  composeRenderProps,
  Header,
  Popover,
  type PopoverProps,
  Separator,
  type SeparatorProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Menu.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface MenuProps<T> extends AriaMenuProps<T> {
  /** Where the menu opens relative to its trigger. @default 'bottom start' */
  placement?: PopoverProps['placement'];
}

/**
 * A list of actions or links that opens from a trigger button inside a `MenuTrigger`. Arrow keys
 * move between items, typing jumps to an item, Enter or Space activates it and Escape closes the
 * menu and returns focus to the trigger.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={4} className={styles.popover}>
      <AriaMenu
        {...props}
        className={composeRenderProps(className, (given) => join(styles.menu, given))}
      />
    </Popover>
  );
}

export interface MenuItemProps<T = object> extends AriaMenuItemProps<T> {
  /** A decorative icon before the label (for example `<Icon name="logout" />`). */
  icon?: ReactNode;
  /** `danger` for destructive actions such as Delete. @default 'default' */
  variant?: 'default' | 'danger';
}

/** One action or link in a `Menu`. With `href` it navigates through the app's router. */
export function MenuItem<T extends object>({
  icon,
  variant = 'default',
  className,
  children,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-variant={variant}
      className={composeRenderProps(className, (given) => join(styles.item, given))}
    >
      {composeRenderProps(children, (content, { selectionMode, isSelected }) => (
        <>
          {icon && <span className={styles.itemIcon}>{icon}</span>}
          <span className={styles.itemText}>{content}</span>
          {selectionMode !== 'none' &&
            (isSelected ? (
              <Icon name="check" className={styles.check} />
            ) : (
              <span className={styles.checkSpace} />
            ))}
        </>
      ))}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T> extends AriaMenuSectionProps<T> {
  /** A visible heading for the group; it also names the group for screen readers. */
  title?: string;
}

/** A group of related items in a `Menu`, optionally headed. */
export function MenuSection<T extends object>({
  title,
  className,
  children,
  items,
  ...props
}: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={join(styles.section, className)}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </AriaMenuSection>
  );
}

/** A thin line between groups of items in a `Menu`. */
export function MenuSeparator({ className, ...props }: SeparatorProps) {
  return <Separator {...props} className={join(styles.separator, className)} />;
}
