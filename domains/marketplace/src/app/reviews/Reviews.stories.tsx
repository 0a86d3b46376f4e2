import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgetAnnouncements } from '../testing/catalogueFixtures';
import { MarketplaceSettingsApp } from '../testing/MarketplaceSettingsApp';
import { noModerator, productModerator, reviewsModerator } from '../testing/reviewsFixtures';
import { reviewsHandlers } from '../testing/reviewsHandlers';

const meta = {
  title: 'Screens/Marketplace/Reviews/Customer reviews',
  component: MarketplaceSettingsApp,
  parameters: { layout: 'fullscreen', msw: { handlers: reviewsHandlers() } },
  args: { path: '/evd-reviews', user: reviewsModerator },
} satisfies Meta<typeof MarketplaceSettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both kinds, a tab each: product reviews pending, published with a reply, hidden. */
export const BothKinds: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const tab = await page.findByRole('tab', { name: 'Product reviews' });
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    const list = within(await page.findByRole('list', { name: 'Product reviews' }));
    await expect(list.getAllByRole('img', { name: 'Rated 1 of 5' })).toHaveLength(2);
    await expect(list.getByText(/Reply by Mona Manager, Jun 12, 2026/)).toBeVisible();
    await expect(list.getByText('Hidden: Spam or advertising.')).toBeVisible();
  },
};

/** Product reviews only, for a user who moderates those alone: no tabs. */
export const ProductReviewsOnly: Story = {
  args: { user: productModerator },
  parameters: { visual: false, msw: { handlers: reviewsHandlers(productModerator) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('list', { name: 'Product reviews' })).toBeVisible();
    await expect(page.queryByRole('tab')).toBeNull();
  },
};

/** A user who moderates neither kind is told so. */
export const NeitherKind: Story = {
  args: { user: noModerator },
  parameters: { visual: false, msw: { handlers: reviewsHandlers(noModerator) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/You do not moderate customer reviews/)).toBeVisible();
  },
};

/** The service reviews' list at its own route, narrowed to those pending. */
export const ServicePending: Story = {
  args: { path: '/evd-service-reviews?filter[status]=pending' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = within(await page.findByRole('list', { name: 'Service reviews' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.getByText(/Topic: Support/)).toBeVisible();
  },
};

/**
 * By keyboard: the damaged mug's review hidden (a reason is required first), then a reply to
 * the published one; each shows at once.
 */
export const ModerateByKeyboard: Story = {
  parameters: { visual: false, msw: { handlers: reviewsHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(document.body);
    const list = within(await page.findByRole('list', { name: 'Product reviews' }));
    const damaged = within(list.getByRole('listitem', { name: 'Arrived damaged' }));
    damaged.getByRole('button', { name: 'Hide' }).focus();
    await userEvent.keyboard('{Enter}');
    let dialog = within(await body.findByRole('dialog', { name: /Hide “Arrived damaged”/ }));
    dialog.getByRole('button', { name: 'Hide' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByText('The reason field is required.')).toBeVisible());
    dialog.getByRole('textbox', { name: /Reason/ }).focus();
    await userEvent.keyboard('Names the courier in full.');
    dialog.getByRole('button', { name: 'Hide' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(list.getByRole('listitem', { name: 'Arrived damaged' })).getByText(
          'Hidden: Names the courier in full.',
        ),
      ).toBeVisible(),
    );
    await forgetAnnouncements();

    const described = within(list.getByRole('listitem', { name: 'Exactly as described' }));
    described.getByRole('button', { name: 'Reply' }).focus();
    await userEvent.keyboard('{Enter}');
    dialog = within(await body.findByRole('dialog', { name: /Reply “Exactly as described”/ }));
    dialog.getByRole('textbox', { name: /Reply/ }).focus();
    await userEvent.keyboard('Glad it arrived safely!');
    dialog.getByRole('button', { name: 'Reply' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(list.getByRole('listitem', { name: 'Exactly as described' })).getByText(
          'Glad it arrived safely!',
        ),
      ).toBeVisible(),
    );
    await forgetAnnouncements();
  },
};
