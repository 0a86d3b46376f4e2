import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell, type NavItem } from './AppShell';
import { readStoredCollapsed } from './useSidebarCollapsed';

const navItems: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: null },
  { id: 'reports', label: 'Reports', href: '/reports', icon: null },
];
const key = 'test.sidebar';

afterEach(() => localStorage.clear());

describe('AppShell sidebar state', () => {
  it('starts from the stored state and remembers each toggle', async () => {
    localStorage.setItem(key, 'true');
    const user = userEvent.setup();
    const { unmount } = render(<AppShell navItems={navItems} title="Dashboard" storageKey={key} />);
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem(key)).toBe('false');
    unmount();

    render(<AppShell navItems={navItems} title="Dashboard" storageKey={key} />);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('leaves a controlled state to the caller and stores nothing', async () => {
    const onCollapsedChange = vi.fn();
    const user = userEvent.setup();
    render(
      <AppShell
        navItems={navItems}
        title="Dashboard"
        storageKey={key}
        collapsed={false}
        onCollapsedChange={onCollapsedChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('ignores stored values it does not understand', () => {
    localStorage.setItem(key, 'yes');
    expect(readStoredCollapsed(key)).toBeUndefined();
    expect(readStoredCollapsed(null)).toBeUndefined();
  });

  it('marks the current page and keeps link names when collapsed', () => {
    render(<AppShell navItems={navItems} title="Reports" currentId="reports" collapsed />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Reports' }));
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reports');
  });
});
