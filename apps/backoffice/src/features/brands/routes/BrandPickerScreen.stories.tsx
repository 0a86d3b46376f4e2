import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withoutBrand } from '../../../testing/fixtures';
import { handlers } from '../../../testing/handlers';
import { StoryApp, shellPage } from '../../../testing/StoryApp';

const meta = {
  title: 'Screens/Brands/Brand Picker',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        ...handlers.brands(),
        ...handlers.switchBrand(withoutBrand),
        ...handlers.session(withoutBrand),
        ...handlers.dashboard(),
      ],
    },
  },
  args: { path: '/home', user: withoutBrand },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every brand's logo; brands 3 to 7 and 9 are faded: the user is not a member. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
    await expect(
      await page.findByText('Select an accessible brand to get started'),
    ).toBeInTheDocument();
  },
};

/** Picking a brand shows 'Loading brand . . .' for 1.5 s, then opens its dashboard. */
export const Switching: Story = {
  parameters: { visual: false, a11y: shellPage.a11y },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /Poultry & Eggs/ }));
    await expect(await body.findByText('Loading brand . . .')).toBeInTheDocument();
    await expect(
      await page.findByText('Feed delivery moved to Thursday', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The brands could not be loaded: the general toast shows. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [...handlers.unavailable('/api/brands/home'), ...handlers.session(withoutBrand)],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('There has been an error processing your request. Please try again'),
    ).toBeInTheDocument();
  },
};

/** While the brands load. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [...handlers.pending('/api/brands/home'), ...handlers.session(withoutBrand)],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('progressbar', { name: 'Loading brands' }),
    ).toBeInTheDocument();
  },
};

/**
 * An account not yet added to any brand: every tile is faded and refused, and tells screen
 * readers why.
 */
export const NoMemberships: Story = {
  args: { user: { ...withoutBrand, brands: [] } },
  parameters: {
    msw: {
      handlers: [...handlers.brands(), ...handlers.session({ ...withoutBrand, brands: [] })],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole('list', { name: 'Brands' });
    const tiles = await within(list).findAllByRole('button');
    await expect(tiles).toHaveLength(9);
    for (const tile of tiles) {
      await expect(tile).toBeDisabled();
      await expect(tile).toHaveAccessibleName(/\(you are not a member of this brand\)$/);
    }
  },
};
