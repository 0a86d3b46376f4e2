import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

const withClass = <R,>(
  own: string,
  given: string | ((values: R & { defaultClassName: string | undefined }) => string) | undefined,
) => composeRenderProps(given, (resolved) => [own, resolved].filter(Boolean).join(' '));

export type TabsProps = AriaTabsProps;

/**
 * Switches between views of one subject. Arrow keys move between tabs (selection follows focus
 * unless `keyboardActivation="manual"`), Home and End jump to the ends, Tab moves into the panel.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withClass(styles.tabs, className)} />;
}

/** The row of tabs. Give it an `aria-label` that says what the tabs switch between. */
export type TabListProps<T> = AriaTabListProps<T>;

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withClass(styles.tabList, className)} />;
}

export type TabProps = AriaTabProps;

/** One tab; its `id` matches the `TabPanel` it shows. With `href` it navigates instead. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClass(styles.tab, className)} />;
}

export type TabPanelProps = AriaTabPanelProps;

/** The content shown while the tab with the same `id` is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClass(styles.panel, className)} />;
}
