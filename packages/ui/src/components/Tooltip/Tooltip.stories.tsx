import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Tooltip, TooltipTrigger } from './Tooltip';

const onEdit = fn();

/**
 * Hover shows tooltips only to pointer users: react-aria checks that the last input was a
 * pointer. A press on empty canvas makes that so, as moving a real mouse would.
 */
const usePointer = (canvasElement: HTMLElement) =>
  userEvent.click(canvasElement, { pointerEventsCheck: 0 });

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { children: 'Edit notice', placement: 'top' },
  beforeEach: () => {
    onEdit.mockClear();
  },
  render: (args) => (
    <div style={{ padding: '48px 96px' }}>
      <TooltipTrigger delay={0}>
        <Button variant="secondary" aria-label="Edit" onPress={onEdit}>
          <Icon name="edit" size="sm" />
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'A short hint for a control, shown on hover (after `delay`) and at once on keyboard focus; Escape hides it. Wrap the trigger and the `Tooltip` in a `TooltipTrigger`. The tooltip describes, it does not name: icon-only buttons keep their own `aria-label`. Never put links or buttons inside a tooltip; use a `Popover` for that.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit' });
    await usePointer(canvasElement);
    await userEvent.hover(button);
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Edit notice');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

/** Focus from the keyboard shows the tooltip; Escape hides it and leaves focus on the button. */
export const Keyboard: Story = {
  name: 'Keyboard: focus shows, Escape hides',
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Edit' });
    await expect(button).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Edit notice');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Placements: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 96, padding: '64px 120px' }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <TooltipTrigger key={placement} delay={0} defaultOpen>
          <Button variant="secondary">{placement}</Button>
          <Tooltip {...args} placement={placement}>
            {placement}
          </Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'Editing a published notice changes it for every member of staff of this brand at once; they are not told again.',
  },
  play: async ({ canvasElement }) => {
    await usePointer(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Edit' }));
    await within(document.body).findByRole('tooltip');
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvasElement }) => {
    await usePointer(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Edit' }));
    await within(document.body).findByRole('tooltip');
  },
};

/** A disabled trigger shows no tooltip (it cannot be focused or hovered into action). */
export const DisabledTrigger: Story = {
  render: (args) => (
    <div style={{ padding: '48px 96px' }}>
      <TooltipTrigger delay={0} isDisabled>
        <Button variant="secondary" aria-label="Edit" isDisabled>
          <Icon name="edit" size="sm" />
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Edit' }), {
      pointerEventsCheck: 0,
    });
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
