import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgetAnnouncements, marketplaceManager } from '../testing/catalogueFixtures';
import { policyPageHandlers } from '../testing/catalogueHandlers';
import { MarketplaceSettingsApp } from '../testing/MarketplaceSettingsApp';

const meta = {
  title: 'Screens/Marketplace/Settings/Policy pages',
  component: MarketplaceSettingsApp,
  parameters: { layout: 'fullscreen', msw: { handlers: policyPageHandlers() } },
  args: { path: '/settings/policy-pages', user: marketplaceManager },
} satisfies Meta<typeof MarketplaceSettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four pages by title, each with its address and whether it is published. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const grid = await page.findByRole('grid', { name: 'Policy pages' });
    await expect(await within(grid).findByRole('link', { name: 'Returns' })).toBeVisible();
    await expect(within(grid).getByText('/seller-terms')).toBeVisible();
    await expect(within(grid).getByText('Draft')).toBeVisible();
  },
};

/** By keyboard: past the New link into the table, down a row, opened with Enter by its slug. */
export const OpenByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('link', { name: 'Returns' });
    await userEvent.tab();
    await expect(page.getByRole('link', { name: /New policy page/ })).toHaveFocus();
    await userEvent.tab(); // the list's saved views
    await expect(page.getByRole('button', { name: /^Views/ })).toHaveFocus();
    await userEvent.tab(); // into the table, on its first row (Privacy)
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('heading', { name: 'Returns' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Slug/ })).toHaveValue('returns');
  },
};

/** The Returns page opened by its slug: its form, and its body as customers will read it. */
export const EditWithPreview: Story = {
  args: { path: '/settings/policy-pages/returns' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const preview = within(await page.findByRole('region', { name: 'Preview of Returns' }));
    // Headings read as bold paragraphs there: the page's outline stays the screen's.
    await expect(preview.getByText('Returns and refunds')).toBeVisible();
    await expect(preview.queryByRole('heading', { name: 'Returns and refunds' })).toBeNull();
    await expect(page.getByRole('textbox', { name: /Slug/ })).toHaveValue('returns');
  },
};

/**
 * By keyboard: a script and an onclick typed into the body never reach the preview (the
 * browser sanitises it), the rest shows at once; saved with Enter.
 */
export const EditByKeyboard: Story = {
  args: { path: '/settings/policy-pages/shipping' },
  parameters: { visual: false, msw: { handlers: policyPageHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = await page.findByRole('textbox', { name: /Body/ });
    body.focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste(
      '<p onclick="alert(1)">Parcels leave within <b>2 days</b>.</p><script>alert(2)</script>',
    );
    const preview = page.getByRole('region', { name: 'Preview of Shipping' });
    await waitFor(() => expect(within(preview).getByText(/Parcels leave within/)).toBeVisible());
    await expect(preview.querySelector('script')).toBeNull();
    await expect(preview.querySelector('[onclick]')).toBeNull();
    page.getByRole('button', { name: 'Save policy page' }).focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByText('Policy page saved.');
    await forgetAnnouncements();
  },
};

/** A new page by keyboard: title, slug, body with its preview; created, then opened by slug. */
export const NewByKeyboard: Story = {
  args: { path: '/settings/policy-pages/new' },
  parameters: { visual: false, msw: { handlers: policyPageHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const title = await page.findByRole('textbox', { name: /Title/ });
    title.focus();
    await userEvent.keyboard('Cookies');
    await userEvent.tab();
    await userEvent.keyboard('cookies');
    await userEvent.tab();
    await userEvent.paste('<p>We use cookies to keep you signed in.</p>');
    const preview = page.getByRole('region', { name: 'Preview of Cookies' });
    await expect(within(preview).getByText('We use cookies to keep you signed in.')).toBeVisible();
    page.getByRole('button', { name: 'Create policy page' }).focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByText('Policy page created.');
    await expect(await page.findByRole('heading', { name: 'Cookies' })).toBeVisible();
    await forgetAnnouncements();
  },
};

/** An address no page has: said so, with the way back to the list. */
export const UnknownSlug: Story = {
  args: { path: '/settings/policy-pages/cookies' },
  parameters: { visual: false, msw: { handlers: policyPageHandlers() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No policy page has the address “/cookies”.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the policy pages' })).toBeVisible();
  },
};
