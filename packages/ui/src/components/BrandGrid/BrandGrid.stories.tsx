import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BrandGrid, type BrandTile } from './BrandGrid';

/** Stand-in logos drawn as SVG data, so the stories need no files and render the same each run. */
function logo(initials: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect x="35" y="5" width="90" height="80" rx="14" fill="${colour}"/><text x="80" y="58" font-family="Arial, sans-serif" font-size="32" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const brands: BrandTile[] = [
  { id: 1, name: 'Helping Hands Relief', logo: logo('HH', '#1f6f5c') },
  { id: 2, name: 'Sunrise Farms', logo: logo('SF', '#b35c00') },
  { id: 3, logo: logo('B3', '#5b5f97') },
  { id: 4, logo: logo('B4', '#7a4e8c') },
  { id: 5, logo: logo('B5', '#3d6b99') },
  { id: 6, logo: logo('B6', '#8c4e4e') },
  { id: 7, logo: logo('B7', '#4e7a52') },
  { id: 8, name: 'QuickDrop Delivery', logo: logo('QD', '#c0392b') },
  { id: 9, name: 'Market Square', logo: logo('MS', '#1f5fbf') },
];

const meta = {
  title: 'Components/BrandGrid',
  component: BrandGrid,
  args: { productName: 'Back Office', brands, memberBrandIds: [1, 2, 8, 9], onSelect: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The home screen's brand picker: 'Welcome to …' with the product's name, 'Select an accessible brand to get started', and one logo tile per brand. Brands missing from `memberBrandIds` are faded, cannot be pressed and tell screen readers why. Choosing a brand calls `onSelect(brandId)`; set `isSwitching` while the switch runs to show the blocking 'Loading brand . . .' modal. The grid fades in over 500 ms.",
      },
    },
  },
} satisfies Meta<typeof BrandGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The grid fades in over 500 ms.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Welcome to Back Office' })).toBeVisible(),
    );
    await expect(canvas.getByText('Select an accessible brand to get started')).toBeVisible();
    const locked = canvas.getByRole('button', {
      name: 'Brand 3 (you are not a member of this brand)',
    });
    await expect(locked).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sunrise Farms' }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard: Tab skips faded brands, Enter selects',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Helping Hands Relief' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'QuickDrop Delivery' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(8);
  },
};

export const Switching: Story = {
  name: 'Switching: Loading brand . . .',
  args: { isSwitching: true },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Loading brand . . .' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const NoMemberships: Story = { args: { memberBrandIds: [] } };

export const OneBrand: Story = { args: { brands: brands.slice(1, 2), memberBrandIds: [2] } };

export const LongProductName: Story = {
  args: { productName: 'the Regional Operations and Fulfilment Back Office' },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ width: 375 }}>
      <BrandGrid {...args} />
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };
