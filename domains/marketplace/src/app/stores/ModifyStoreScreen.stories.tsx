import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoresScreensApp } from '../testing/StoresScreensApp';
import { marketplaceStaff } from '../testing/storesFixtures';
import { storesHandlers } from '../testing/storesHandlers';
import { forgetAnnouncements, tabTo } from '../testing/storesStoryKeys';

const meta = {
  title: 'Screens/Marketplace/Stores/Modify store',
  component: StoresScreensApp,
  parameters: { layout: 'fullscreen', msw: { handlers: storesHandlers() } },
  args: { path: '/evd-stores/green-grocer/modify', user: marketplaceStaff },
} satisfies Meta<typeof StoresScreensApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's details in the form, and its member with their store-level permissions. */
export const DetailsAndMembers: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const name = await page.findByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('Green Grocer');
    const members = await page.findByRole('list', { name: 'Members of Green Grocer' });
    await expect(await within(members).findByText('Sol Storekeeper')).toBeVisible();
    await expect(
      within(members).getByText(/See the store, See its products, Manage its products/),
    ).toBeVisible();
    await tabTo(
      page.getByRole('button', { name: 'Add member' }),
      5,
      page.getByRole('link', { name: 'Cancel' }),
    );
  },
};

/** A new member needs a person: the dialog says so beside the picker. */
export const MemberNeedsAPerson: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add member' }));
    const dialog = await body.findByRole('dialog', { name: 'New member of Green Grocer' });
    // Once the staff to choose from have loaded (the picker is drawn again then).
    await waitFor(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
      await expect(within(dialog).getByText('Choose a person.')).toBeVisible();
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    forgetAnnouncements();
  },
};

/**
 * A new member: the picker offers the Store Manager staff not yet members (Sol is one already);
 * with a permission ticked the member is added (listed: `storeScreens.test.tsx`).
 */
export const AddAMember: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add member' }));
    const dialog = await body.findByRole('dialog', { name: 'New member of Green Grocer' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Person/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Tariq Nasser' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'See its products' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    forgetAnnouncements();
  },
};
