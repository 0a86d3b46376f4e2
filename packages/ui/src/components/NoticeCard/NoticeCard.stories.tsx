import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NoticeCard } from './NoticeCard';
import { alertNotice as alert, closedNotice as closed, feedNotice as feed } from './notices.sample';

const meta = {
  title: 'Components/NoticeCard',
  component: NoticeCard,
  args: { title: feed.title, details: feed.details, level: feed.level },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <NoticeCard {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "One dashboard notice. The badge shows the level's first three letters, blue for 'Normal' and red for any other level (screen readers hear the whole level). The details are HTML written by staff: the server sanitises them when stored and the card sanitises them again with an allow-list before showing them. Long details are cut to three lines until 'Show more' (with `aria-expanded`) opens them.",
      },
    },
  },
} satisfies Meta<typeof NoticeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: feed.title })).toBeVisible();
    await expect(canvas.getByText('Nor')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText('House 3: clear the storage room')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard: Tab to Show more, Enter toggles',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The toggle shows once the details are measured as longer than their lines, which on a
    // busy machine can be a frame after the first paint: Tab before it would find nothing.
    const toggleFirst = await canvas.findByRole('button', { name: 'Show more' });
    await userEvent.tab();
    await expect(toggleFirst).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    const toggle = canvas.getByRole('button', { name: 'Show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The toggle keeps focus through both presses, so the keyboard user stays in place.
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const CriticalLevel: Story = {
  args: { title: alert.title, details: alert.details, level: alert.level },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByText('Urg').parentElement as HTMLElement;
    await expect(badge).toHaveAttribute('data-tone', 'critical');
    await expect(badge).toHaveTextContent('Level: Urgent');
  },
};

export const ShortDetails: Story = {
  name: 'Short details: no toggle',
  args: { title: closed.title, details: closed.details, level: closed.level },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Sanitised: Story = {
  name: 'Unsafe HTML is cleaned',
  args: {
    title: 'Imported notice',
    level: 'Normal',
    details:
      '<p onclick="alert(1)">Read the <a href="javascript:alert(1)">attachment</a> before Friday.</p><img src="x" onerror="alert(1)"><script>alert(1)</script><h1>Big heading</h1>',
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Imported notice' });
    await expect(article.querySelector('script, img, [onclick], [onerror], h1')).toBeNull();
    await expect(article.querySelector('a')).not.toHaveAttribute('href');
    await expect(article).toHaveTextContent('Big heading');
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'Reminder: every driver must complete the updated vehicle inspection checklist before the first delivery of each shift, starting next month',
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <NoticeCard {...args} />
    </div>
  ),
};

export const Dark: Story = {
  args: { title: alert.title, details: alert.details, level: alert.level },
  globals: { theme: 'dark' },
};
