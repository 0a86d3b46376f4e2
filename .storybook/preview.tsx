import { LIST_FIELDS } from '@backoffice/app-kit';
import { FreshStory, resetStoryState } from '@backoffice/app-kit/testing';
import { loadInteractiveTable } from '@backoffice/ui/DataTable';
import { darkTheme, lightTheme } from '@backoffice/ui/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { configure } from 'storybook/test';

const worker = initialize({ onUnhandledRequest: 'bypass', quiet: true });
// A request no handler of the story answers goes on to the static server, which has no API: the
// screen then shows a failure the story did not mean. Said as an error, which fails the story in
// the test-runner (`.storybook/test-runner.ts`): give the story a handler for it.
worker.events.on('response:bypass', ({ request, response }) => {
  if (response.ok) return;
  const url = new URL(request.url);
  console.error(
    `No MSW handler of the story answered ${request.method} ${url.pathname}${url.search} (${response.status} from the static server)`,
  );
});

// Page stories load their screen file and their data before anything shows, and the test-runner
// renders several stories at once on a small machine: queries wait longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

/** Puts the chosen theme's class on the document so portals (dialogs, toasts) get it too. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? darkTheme : lightTheme;
  useEffect(() => {
    document.body.classList.remove(lightTheme, darkTheme);
    document.body.classList.add(theme);
  }, [theme]);
  return (
    <div className={theme} style={{ padding: context.parameters.layout === 'fullscreen' ? 0 : 16 }}>
      <Story />
    </div>
  );
};

/** Links in components navigate through react-aria's RouterProvider; here they only log. */
const navigate = action('navigate');
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={(path) => navigate(path)}>
    <Story />
  </RouterProvider>
);

/**
 * Every story starts clean, whatever ran before it: the test-runner renders all the stories of a
 * file one after another in one page, without a reload. Before each story is drawn (after the
 * loaders; MSW's handlers are the story's own already) `resetStoryState` empties browser storage
 * and cookies, both toast queues and react-aria's live announcer, forgets react-aria's input
 * modality (focus rings show as on a page just opened), drops requests started ahead, puts the
 * real clock back and runs the resets modules registered: the app's registries per brand, whom
 * the session answers for (`StoryApp`), and the rows the stories' MSW handlers keep in memory
 * (`freshEachStory`). `withFreshStory` then gives the story its own SWR cache, keyed by its id,
 * so its tree, and the app state and memory router the story helpers create as they mount, are
 * new. `node scripts/test-stories.mjs --order reverse|shuffle` proves it.
 */
const resetBeforeEach = () => resetStoryState();
const withFreshStory: Decorator = (Story, context) => (
  <FreshStory storyId={context.id}>
    <Story />
  </FreshStory>
);

const preview: Preview = {
  beforeEach: [resetBeforeEach],
  decorators: [withRouter, withTheme, withFreshStory],
  // A table's interactive part, and a list's selects and date fields, are files the app fetches
  // after a list's first paint: stories show each screen with them at hand, as a person meets it.
  // DataTable.test.tsx proves the keys pressed before the table's file comes, and
  // DrawInTurns.test.tsx the placeholders that stand until the fields come.
  loaders: [mswLoader, () => loadInteractiveTable(), () => LIST_FIELDS.load()],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The test-runner runs axe itself (.storybook/test-runner.ts); the addon only shows results in the UI.
    a11y: { test: 'off' },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet', styles: { width: '820px', height: '1100px' } },
      },
    },
  },
};

export default preview;
