import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleNotices } from '../NoticeCard/notices.sample';
import { NoticeList } from './NoticeList';

const meta = {
  title: 'Components/NoticeList',
  component: NoticeList,
  args: { notices: sampleNotices, productName: 'Back Office' },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <NoticeList {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's notices for the active brand, one `NoticeCard` each. With no notices the product's name shows large in their place; `isLoading` shows a spinner while they load.",
      },
    },
  },
} satisfies Meta<typeof NoticeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Notices' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard: Tab through the toggles and the link',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Show more' })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveFocus();
    // The second notice's details hold a link; Tab passes it on the way to that notice's toggle.
    const link = canvas.getByRole('link', { name: 'biosecurity checklist' });
    const next = canvas.getByRole('button', { name: 'Show more' });
    let passedLink = false;
    for (let i = 0; i < 4 && document.activeElement !== next; i++) {
      await userEvent.tab();
      passedLink ||= document.activeElement === link;
    }
    await expect(passedLink).toBe(true);
    await expect(next).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Back Office')).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading notices' }),
    ).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    notices: Array.from({ length: 10 }, (_, i) => ({
      ...sampleNotices[i % 3]!,
      id: i + 1,
      title: `${sampleNotices[i % 3]!.title} (${i + 1})`,
    })),
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <NoticeList {...args} />
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkEmpty: Story = { args: { notices: [] }, globals: { theme: 'dark' } };
