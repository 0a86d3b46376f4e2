import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'A placeholder in the shape of content that is loading, so the page does not jump when data arrives. Use `text` with `lines` for paragraphs, `block` for images, cards and table rows, `circle` for avatars. The shapes are hidden from screen readers; give one `label` per loading region (or mark the region `aria-busy`). The pulse stops for people who ask for reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Loading notice' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading notice');
    const lines = canvasElement.querySelectorAll('[data-shape="line"]');
    await expect(lines).toHaveLength(3);
    for (const line of lines) await expect(line).toHaveAttribute('aria-hidden', 'true');
    await expect(lines[2]).toHaveAttribute('data-last');
  },
};

export const Block: Story = {
  args: { variant: 'block', width: '320px', height: '160px' },
};

/** A notice card while the dashboard loads: avatar, title and details. */
export const CardPlaceholder: Story = {
  render: () => (
    <div
      role="status"
      aria-label="Loading notices"
      style={{ display: 'grid', gap: 24, maxWidth: 480 }}
    >
      {[0, 1].map((card) => (
        <div key={card} style={{ display: 'flex', gap: 12 }}>
          <Skeleton variant="circle" height="40px" style={{ width: 'auto' }} />
          <div style={{ flex: 1, display: 'grid', gap: 8 }}>
            <Skeleton width="50%" />
            <Skeleton lines={3} />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading notices' }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-shape="circle"]')).toHaveLength(2);
  },
};

export const ManyLines: Story = {
  args: { lines: 10 },
};

/** Placeholders are not focusable; the keyboard goes straight to the next control. */
export const KeyboardSkipsSkeleton: Story = {
  name: 'Keyboard: not a tab stop',
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Button variant="secondary">Before</Button>
      <Skeleton {...args} />
      <Button variant="secondary">After</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'After' })).toHaveFocus();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <Skeleton variant="block" height="120px" />
      <div style={{ height: 12 }} />
      <Skeleton {...args} />
    </div>
  ),
};

export const Dark: Story = {
  args: { lines: 4 },
  globals: { theme: 'dark' },
};
