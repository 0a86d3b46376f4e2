import {
  type CSSProperties,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './AppShell.css';
import { type SidebarCollapsedOptions, useSidebarCollapsed } from './useSidebarCollapsed';

/**
 * The narrow layout's slide-in menu (react-aria's modal, 10 KB with gzip) loads when first opened,
 * or when the pointer comes over its button: a page's first screen loads without it.
 */
const loadMenuDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(() => loadMenuDrawer().then((m) => ({ default: m.MenuDrawer })));

/** One entry of the side navigation. */
export interface NavItem {
  /** Stable id; compared with `currentId` to mark the current page. */
  id: string;
  /** Visible label; also the link's accessible name when the sidebar shows icons only. */
  label: string;
  /** Where the link goes; in-app paths go through react-aria's RouterProvider. */
  href: string;
  /** Decorative icon shown in both sidebar states (hidden from assistive technology). */
  icon: ReactNode;
  /** Opens in a new tab and is announced as such (for example the resource centre). */
  external?: boolean;
}

export interface AppShellProps extends SidebarCollapsedOptions {
  /** Side navigation entries, in display order. */
  navItems: NavItem[];
  /** Id of the nav item for the current page; it gets `aria-current="page"`. */
  currentId?: string;
  /** The page heading, rendered as the page's only `h1`. */
  title: ReactNode;
  /** Shows the back arrow in the top bar and is called when it is pressed. */
  onBack?: () => void;
  /** Accessible name of the back arrow. @default 'Go back' */
  backLabel?: string;
  /** Slot at the end of the top bar for the notification bell. */
  notifications?: ReactNode;
  /** Slot at the very end of the top bar for the user menu. */
  userMenu?: ReactNode;
  /** The brand's logo image. @default '/logo.png' */
  logoSrc?: string;
  /** Where the logo leads (the app passes its home route). @default '/' */
  logoHref?: string;
  /** Accessible name of the logo link. @default 'Home' */
  logoLabel?: string;
  /** Accessible name of the navigation landmark. @default 'Main' */
  navLabel?: string;
  /**
   * localStorage key the uncontrolled collapsed state is remembered under; `null` keeps it in
   * memory only. Ignored when `collapsed` is controlled.
   * @default 'backoffice.sidebar.collapsed'
   */
  storageKey?: string | null;
  /** The page content, placed in the `main` landmark. */
  children?: ReactNode;
  /** Extra class on the root element. */
  className?: string;
  /** Inline style on the root element (for example the brand accent from `accentStyle`). */
  style?: CSSProperties;
}

interface NavListProps {
  items: NavItem[];
  currentId?: string;
  collapsed: boolean;
  onNavigate?: () => void;
}

/**
 * The menu's links, drawn again only when the items, the current entry or the collapsed state
 * change: the shell draws itself again as its brand's name and logo arrive, and a menu of links
 * is its costliest part.
 */
const NavList = memo(function NavList({ items, currentId, collapsed, onNavigate }: NavListProps) {
  return (
    <ul className={styles.navList}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={item.href}
            className={styles.navLink}
            aria-current={item.id === currentId ? 'page' : undefined}
            target={item.external ? '_blank' : undefined}
            rel={item.external ? 'noopener noreferrer' : undefined}
            onPress={onNavigate}
          >
            <span className={styles.navIcon}>{item.icon}</span>
            <span className={collapsed ? styles.visuallyHidden : styles.navLabel}>
              {item.label}
              {item.external && (
                <span className={styles.visuallyHidden}> (opens in a new tab)</span>
              )}
            </span>
            {item.external && !collapsed && (
              <Icon name="external-link" className={styles.externalIcon} />
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
});

function Logo({ src, href, label }: { src: string; href: string; label: string }) {
  return (
    <Link href={href} aria-label={label} className={styles.logoLink}>
      <img src={src} alt="" className={styles.logo} />
    </Link>
  );
}

/**
 * The signed-in page frame: a collapsible sidebar on wide screens, a slide-in menu on narrow
 * ones, a top bar with back arrow, page heading, bell and user menu, and the main landmark.
 * The narrow layout follows the shell's own width (a container query), so it also applies when
 * the shell is rendered inside a narrower frame.
 */
export function AppShell({
  navItems,
  currentId,
  title,
  onBack,
  backLabel = 'Go back',
  notifications,
  userMenu,
  logoSrc = '/logo.png',
  logoHref = '/',
  logoLabel = 'Home',
  navLabel = 'Main',
  collapsed: collapsedProp,
  defaultCollapsed,
  onCollapsedChange,
  storageKey = 'backoffice.sidebar.collapsed',
  children,
  className,
  style,
}: AppShellProps) {
  const [collapsed, setCollapsed] = useSidebarCollapsed({
    collapsed: collapsedProp,
    defaultCollapsed,
    onCollapsedChange,
    storageKey,
  });
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** Whether the slide-in menu was ever opened: it stays drawn then, so that it can close. */
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={style}
      data-collapsed={collapsed || undefined}
    >
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          // Hash routers would treat the fragment as a route, so move focus ourselves.
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView?.({ block: 'start' });
        }}
      >
        Skip to content
      </a>
      <div className={styles.frame}>
        <nav aria-label={navLabel} className={styles.sidebar}>
          <div className={styles.sidebarTop}>
            <Logo src={logoSrc} href={logoHref} label={logoLabel} />
          </div>
          <div className={styles.sidebarScroll}>
            <NavList items={navItems} currentId={currentId} collapsed={collapsed} />
          </div>
          <div className={styles.sidebarBottom}>
            <Button
              variant="ghost"
              size="sm"
              className={styles.collapseButton}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              onPress={() => setCollapsed(!collapsed)}
            >
              <Icon name={collapsed ? 'chevrons-right' : 'chevrons-left'} size="md" />
              {!collapsed && <span aria-hidden="true">Collapse</span>}
            </Button>
          </div>
        </nav>
        <div className={styles.column}>
          <header className={styles.topBar}>
            <Button
              variant="ghost"
              size="sm"
              className={styles.menuButton}
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onHoverStart={() => void loadMenuDrawer()}
              onPress={() => {
                setDrawerOpen(true);
                setDrawerUsed(true);
              }}
            >
              <Icon name="menu" size="md" />
            </Button>
            {drawerUsed && (
              <Suspense fallback={null}>
                <MenuDrawer
                  isOpen={drawerOpen}
                  onOpenChange={setDrawerOpen}
                  logo={<Logo src={logoSrc} href={logoHref} label={logoLabel} />}
                  navLabel={navLabel}
                  nav={(close) => (
                    <NavList
                      items={navItems}
                      currentId={currentId}
                      collapsed={false}
                      onNavigate={close}
                    />
                  )}
                />
              </Suspense>
            )}
            {onBack && (
              <Button variant="ghost" size="sm" aria-label={backLabel} onPress={onBack}>
                <Icon name="arrow-left" size="md" />
              </Button>
            )}
            <h1 className={styles.heading}>{title}</h1>
            {(notifications || userMenu) && (
              <div className={styles.actions}>
                {notifications}
                {userMenu}
              </div>
            )}
          </header>
          <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
