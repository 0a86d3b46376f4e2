export { AppShell, type AppShellProps, type NavItem } from './AppShell';
export type { SidebarCollapsedOptions } from './useSidebarCollapsed';
