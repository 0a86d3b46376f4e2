import { LIST_FIELDS } from '@backoffice/app-kit';
import { loadInteractiveTable } from '@backoffice/ui/DataTable';
import { darkTheme, lightTheme } from '@backoffice/ui/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { configure } from 'storybook/test';

initialize({ onUnhandledRequest: 'bypass', quiet: true });

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

const preview: Preview = {
  decorators: [withRouter, withTheme],
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
