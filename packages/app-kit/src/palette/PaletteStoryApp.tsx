import type { User } from '@backoffice/contract';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import type { ResourceRegistry } from '../registry/resourceRegistry';
import { ResourceScreensApp } from '../resources/testing/ResourceScreensApp';
import { useRouteHandle } from '../routing/routeHandle';
import { CommandPalette } from './CommandPalette';

/** A top bar with the palette's button, as the shell's, above the page. */
function Frame() {
  const navigate = useNavigate();
  const handle = useRouteHandle();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <header style={{ display: 'flex', alignItems: 'center', gap: '1rem', padding: '1rem' }}>
        <h1 style={{ margin: 0, flex: 1 }}>{handle?.title}</h1>
        <CommandPalette />
      </header>
      <main style={{ padding: '0 1rem 1rem', maxWidth: '72rem' }}>
        <Outlet />
      </main>
    </AriaRouterProvider>
  );
}

export interface PaletteStoryAppProps {
  /** The address the story opens. */
  path: string;
  user: User;
  registry?: ResourceRegistry;
}

/** The generic screens of a registry under a top bar holding the command palette, for stories. */
export function PaletteStoryApp(props: PaletteStoryAppProps) {
  return <ResourceScreensApp {...props} frame={Frame} />;
}
