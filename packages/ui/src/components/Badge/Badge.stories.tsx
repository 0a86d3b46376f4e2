import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Badge, type BadgeTone } from './Badge';

const tones: BadgeTone[] = ['neutral', 'info', 'critical', 'positive', 'caution'];

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Pending', tone: 'neutral' },
  parameters: {
    // A story shows a component, not a page: landmarks are the page's job (as in Storybook's
    // own a11y addon, which turns this rule off for stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          'A short, non-interactive status label. Pick the tone by meaning: `info` for neutral facts (a notice of level Normal), `critical` for problems and urgent levels, `positive` for done or paid, `caution` for attention needed, `neutral` otherwise. The text must say the status on its own; colour only reinforces it.',
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Pending');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Solid: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} variant="solid">
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

/** The dashboard's notice levels: the first three letters, blue for Normal and red otherwise. */
export const NoticeLevels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="info" title="Normal">
        NOR
      </Badge>
      <Badge tone="critical" title="Urgent">
        URG
      </Badge>
      <Badge tone="critical" title="High">
        HIG
      </Badge>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { tone: 'positive', children: 'Paid', icon: <Icon name="check" /> },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Paid');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(badge).toHaveTextContent(/^Paid$/);
  },
};

/** Long text is cut with an ellipsis instead of breaking the row it sits in. */
export const LongText: Story = {
  args: { tone: 'caution', children: 'Awaiting reconciliation with the monthly inventory count' },
  render: (args) => (
    <div style={{ width: 200, border: '1px dashed currentColor', padding: 4 }}>
      <Badge {...args} />
    </div>
  ),
};

/** A badge is not a tab stop: Tab goes from the button before it to the one after. */
export const KeyboardSkipsBadge: Story = {
  name: 'Keyboard: not a tab stop',
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button variant="secondary">Before</Button>
      <Badge {...args} />
      <Button variant="secondary">After</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {tones.map((tone) => (
          <Badge key={tone} {...args} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {tones.map((tone) => (
          <Badge key={tone} {...args} tone={tone} variant="solid">
            {tone}
          </Badge>
        ))}
      </div>
    </div>
  ),
  globals: { theme: 'dark' },
};
