import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { forgetAnnouncements, tabTo } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/New store',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', visual: false, msw: { handlers: storesHandlers() } },
  args: { path: '/evd-stores/new', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its required fields are checked before sending; a slug already taken is refused. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const create = await page.findByRole('button', { name: 'Create store' });
    await tabTo(
      page.getByRole('textbox', { name: /^Name/ }),
      5,
      page.getByRole('button', { name: /Seller/ }),
    );
    await userEvent.click(create);
    await expect(await page.findByText('The name field is required.')).toBeVisible();
    await expect(page.getByText('The slug field is required.')).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: /^Name/ }), 'Green Grocer Two');
    await userEvent.type(page.getByRole('textbox', { name: /^Slug/ }), 'green-grocer');
    await userEvent.type(page.getByRole('textbox', { name: /^Email/ }), 'two@example.com');
    await userEvent.click(page.getByRole('button', { name: /Seller/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Grace Ofori' }),
    );
    await userEvent.click(create);
    await expect(await page.findByText('The slug has already been taken.')).toBeVisible();
    forgetAnnouncements();
  },
};
