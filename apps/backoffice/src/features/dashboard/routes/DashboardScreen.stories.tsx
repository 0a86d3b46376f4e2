import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { manager, notice } from '../../../testing/fixtures';
import { handlers } from '../../../testing/handlers';
import { StoryApp, shellPage } from '../../../testing/StoryApp';

const meta = {
  title: 'Screens/Dashboard/Dashboard',
  component: StoryApp,
  parameters: {
    ...shellPage,
    msw: { handlers: [...handlers.dashboard(), ...handlers.session()] },
  },
  args: { path: '/dashboard', user: manager },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The poultry brand's notices inside the full shell. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Feed delivery moved to Thursday')).toBeInTheDocument();
  },
};

/** Levels: 'Normal' in blue, any other in red, each shown by its first three letters. */
export const Levels: Story = {
  parameters: {
    msw: {
      handlers: [
        ...handlers.dashboard([
          notice(1, { level: 'Normal' }),
          notice(3, { level: 'Important' }),
          notice(4, { level: 'Urgent' }),
        ]),
        ...handlers.session(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Imp')).toBeInTheDocument();
  },
};

const storeStaff = {
  ...manager,
  active_brand_id: 9,
  brands: [9],
  permissions: [],
  store_permissions: {
    'green-valley-grocers': ['access_evdati_stores', 'access_evdati_products'],
    'urban-threads': ['access_evdati_products', 'manage_evdati_products'],
  },
};

/**
 * A seller's staff member: no marketplace permission of their own, store-level ones for two
 * stores; each store links to the first of its pages they may open.
 */
export const YourStores: Story = {
  args: { user: storeStaff },
  parameters: { msw: { handlers: [...handlers.dashboard([]), ...handlers.session(storeStaff)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole('heading', { name: 'Your stores' });
    await expect(heading).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Green Valley Grocers' })).toHaveAttribute(
      'href',
      '/evd-stores/green-valley-grocers',
    );
    await expect(page.getByRole('link', { name: 'Urban Threads' })).toHaveAttribute(
      'href',
      '/evd-stores/urban-threads/products',
    );
  },
};

/** No notices: the product's name stands in their place. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...handlers.dashboard([]), ...handlers.session()] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Back Office', { selector: 'p, div, span' }),
    ).toBeInTheDocument();
  },
};

/** The notices could not be loaded: the general toast shows. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...handlers.unavailable('/api/notices/list'), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('There has been an error processing your request. Please try again'),
    ).toBeInTheDocument();
  },
};

/** While the notices load: a labelled spinner in the busy notices region. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...handlers.pending('/api/notices/list'), ...handlers.session()] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('progressbar', { name: 'Loading notices' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('region', { name: 'Notices' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
