import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UserMenu } from '../UserMenu';
import { UserMenuPlaceholder } from './UserMenuPlaceholder';

const meta = {
  title: 'Components/UserMenuPlaceholder',
  component: UserMenuPlaceholder,
  args: { name: 'Grace Hopper', initials: 'GH' },
  parameters: {
    // A control shown alone is not a page: landmarks belong to the app shell.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'The user menu’s avatar, drawn where its button will appear a moment after the screen’s first paint (the menu’s files come then), so that nothing moves when it does. It takes no focus and is hidden from screen readers. The app’s shell uses it on the first screen.',
      },
    },
  },
} satisfies Meta<typeof UserMenuPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder beside the menu's button: the same size, and nothing for Tab to stop at. */
export const BesideTheMenu: Story = {
  // The user menu's own stories hold its picture; this one checks sizes.
  parameters: { visual: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div data-testid="placeholder">
        <UserMenuPlaceholder {...args} />
      </div>
      <div data-testid="menu">
        <UserMenu name={args.name} initials={args.initials} onSignOut={() => {}} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = (testId: string) => {
      const box = canvas.getByTestId(testId).firstElementChild?.getBoundingClientRect();
      return box ? [box.width, box.height] : [];
    };
    await expect(size('placeholder')).toEqual(size('menu'));
    await expect(canvas.getByTestId('placeholder').firstElementChild).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    // The keyboard passes it by: the first Tab reaches the menu's button.
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: /Account menu for Grace Hopper/ }),
    ).toHaveFocus();
  },
};
