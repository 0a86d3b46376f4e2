import { menuFor, pathFor } from '@backoffice/access';
import { useBrandsList, useLogout } from '@backoffice/api-client';
import { InTurn, loadOnce, useAppState, useAppStore, useRouteHandle } from '@backoffice/app-kit';
import { CommandPalette } from '@backoffice/app-kit/palette';
import { AppShell, type NavItem } from '@backoffice/ui/AppShell';
import { Icon } from '@backoffice/ui/Icon';
import { accentStyle } from '@backoffice/ui/theme';
import { UserMenuPlaceholder } from '@backoffice/ui/UserMenuPlaceholder';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BRAND_ACCENTS, DEFAULT_LOGO } from '../config/brands';
import { env } from '../config/env';
import { NotificationCentre } from '../features/notifications/components/NotificationCentre';
import { MENU_ICONS } from './menuIcons';
import { signOut } from './signOut';

/**
 * The user menu (react-aria's menu and popover with it) comes after the first screen, in its turn;
 * its avatar stands in its place until then.
 */
const USER_MENU = loadOnce(() => import('@backoffice/ui/UserMenu').then((m) => m.UserMenu));

/** The menu entry a path belongs to: the longest menu path that prefixes it. */
function currentMenuId(items: NavItem[], pathname: string): string | undefined {
  let best: NavItem | undefined;
  for (const item of items) {
    if (item.external) continue;
    const inside = pathname === item.href || pathname.startsWith(`${item.href}/`);
    if (inside && (!best || item.href.length > best.href.length)) best = item;
  }
  return best?.id;
}

/**
 * The full shell of signed-in pages: the side menu of the active brand and the user's
 * permissions, back arrow, page heading, notification bell and panel, and the user menu
 * ('Your Profile' only with an active brand; 'Sign out'). The brand's logo and accent apply.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const store = useAppStore();
  const user = useAppState((state) => state.user);
  const projectInfo = useAppState((state) => state.projectInfo);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const logout = useLogout();
  const brands = useBrandsList();
  const [signingOut, setSigningOut] = useState(false);
  const brandId = user?.active_brand_id ?? null;

  useEffect(() => {
    const brand = brands.data?.find((candidate) => candidate.id === brandId);
    store.setProjectInfo(brand ? { brandId: brand.id, name: brand.name, logo: brand.logo } : null);
  }, [brands.data, brandId, store]);

  const navItems = useMemo<NavItem[]>(
    () =>
      menuFor({
        brandId,
        permissions: user?.permissions ?? [],
        resourceCentreUrl: env.resourceCentreUrl,
      }).map((item) => ({
        id: item.id,
        label: item.label,
        href: item.kind === 'link' ? item.path : item.href,
        icon: <Icon name={MENU_ICONS[item.icon]} />,
        ...(item.kind === 'external' ? { external: true } : {}),
      })),
    [brandId, user?.permissions],
  );

  const onSignOut = () => {
    setSigningOut(true);
    void signOut({ logout: () => logout.trigger(), store, navigate }).finally(() =>
      setSigningOut(false),
    );
  };

  return (
    <AppShell
      navItems={navItems}
      currentId={currentMenuId(navItems, pathname)}
      title={handle?.title ?? ''}
      onBack={() => void navigate(-1)}
      logoSrc={projectInfo?.logo ?? DEFAULT_LOGO}
      logoHref={pathFor('app.home')}
      logoLabel="Choose a brand"
      style={accentStyle(brandId === null ? undefined : BRAND_ACCENTS[brandId])}
      notifications={
        <>
          <CommandPalette />
          <NotificationCentre />
        </>
      }
      userMenu={
        <InTurn
          files={USER_MENU}
          placeholder={
            <UserMenuPlaceholder
              name={user?.first_name ?? ''}
              initials={user?.initials}
              photoSrc={user?.profile_photo}
            />
          }
        >
          {(UserMenu) => (
            <UserMenu
              name={user?.first_name ?? ''}
              initials={user?.initials}
              photoSrc={user?.profile_photo}
              showProfile={brandId !== null}
              profileHref={pathFor('profile')}
              onSignOut={onSignOut}
              isDisabled={signingOut}
            />
          )}
        </InTurn>
      }
    >
      {children}
    </AppShell>
  );
}
