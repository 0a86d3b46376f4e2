import { createAppStore } from '@backoffice/app-kit';
import { memoryStorage, onStoryReset } from '@backoffice/app-kit/testing';
import type { User } from '@backoffice/contract';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createAppMemoryRouter } from '../app/createAppRouter';
import { forgetRegistries } from '../config/loadRegistry';
import { answerSessionAs } from './handlers';

// The app's own module-level state, forgotten before every story with the rest of the page's
// (`resetStoryState`, from `.storybook/preview.tsx`): the registries per brand already loaded,
// and whom the session answers for.
onStoryReset(forgetRegistries);
onStoryReset(() => answerSessionAs(null));

/**
 * Story parameters of pages inside the shell. The shell's skip link sits before its landmarks
 * on purpose (it must be the first thing a keyboard reaches), which axe's best-practice
 * `region` rule reports.
 */
export const shellPage = {
  layout: 'fullscreen',
  a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
} as const;

export interface StoryAppProps {
  /** The address the story opens, with query. */
  path: string;
  /** The signed-in user; none for the signed-out screens. */
  user?: User | null;
}

/**
 * The whole app at one address, as a page-level story shows it: the real routes, guard,
 * layouts and screens, with data from the story's MSW handlers and storage kept in memory. The
 * session (`handlers.session()`) answers `user`, as the server would for whoever is signed in.
 */
export function StoryApp({ path, user = null }: StoryAppProps) {
  const [{ store, router }] = useState(() => {
    // Before the router starts the page's first requests.
    answerSessionAs(user);
    const created = createAppStore(memoryStorage());
    if (user) created.setUser(user);
    return { store: created, router: createAppMemoryRouter(created, path) };
  });
  return (
    <AppProviders
      store={store}
      navigate={(to) => void router.navigate(to)}
      currentPath={() => router.state.location.pathname + router.state.location.search}
      swrConfig={{ dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}
