import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../components/Avatar';
import { Button } from '../components/Button';
import { Link } from '../components/Link';
import { Radio, RadioGroup } from '../components/RadioGroup';
import { Switch } from '../components/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../components/Tabs';
import { accentShades, accentStyle, type ColorScheme, contrastRatio } from './accent';
import { vars } from './vars.css';

/** Some brands' colours, as the app sets them per brand. */
const BRAND_ACCENTS: Record<string, string> = {
  Teal: '#115e59',
  Amber: '#92400e',
  Violet: '#6d28d9',
};

interface BrandAccentShowcaseProps {
  /** The brands shown side by side, by name. */
  brands: string[];
  /** The scheme of the theme around the showcase. @default 'light' */
  scheme?: ColorScheme;
  onPress?: () => void;
}

/** The accent-coloured parts of the library, once per brand, each under `accentStyle`. */
function BrandAccentShowcase({ brands, scheme = 'light', onPress }: BrandAccentShowcaseProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
      {brands.map((brand) => (
        <div key={brand} style={accentStyle(BRAND_ACCENTS[brand], scheme)}>
          <section
            aria-label={`${brand} accent`}
            style={{
              display: 'grid',
              gap: 16,
              padding: 16,
              borderRadius: 8,
              border: `1px solid ${vars.color.border}`,
              background: vars.color.surface,
            }}
          >
            <Tabs defaultSelectedKey="summary">
              <TabList aria-label={`${brand} report sections`}>
                <Tab id="summary">Summary</Tab>
                <Tab id="details">Details</Tab>
              </TabList>
              <TabPanel id="summary">Totals for the period.</TabPanel>
              <TabPanel id="details">Every line of the period.</TabPanel>
            </Tabs>
            <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <Avatar name="Ada Lovelace" />
              <Link href="/reports" variant="standalone">
                View the report
              </Link>
            </div>
            <Switch defaultSelected>Sound for new notifications</Switch>
            <RadioGroup label="Payment method" defaultValue="card">
              <Radio value="cash">Cash</Radio>
              <Radio value="card">Card</Radio>
            </RadioGroup>
            <div>
              <Button variant="primary" onPress={onPress}>
                Save changes
              </Button>
            </div>
          </section>
        </div>
      ))}
    </div>
  );
}

const schemeOf = (globals: Record<string, unknown>): ColorScheme =>
  globals.theme === 'dark' ? 'dark' : 'light';

/** A computed `rgb()` colour as `#rrggbb`. */
function hexOf(cssColor: string): string {
  const channels = cssColor
    .match(/\d+(\.\d+)?/g)
    ?.slice(0, 3)
    .map(Number);
  if (channels?.length !== 3) throw new Error(`Not an rgb() colour: ${cssColor}`);
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

const colourOf = (element: Element) => hexOf(getComputedStyle(element).color);
const groundOf = (element: Element) => hexOf(getComputedStyle(element).backgroundColor);

const meta = {
  title: 'Theme/Brand accent',
  component: BrandAccentShowcase,
  args: { brands: Object.keys(BRAND_ACCENTS), onPress: fn() },
  render: (args, { globals }) => <BrandAccentShowcase {...args} scheme={schemeOf(globals)} />,
  parameters: {
    // A story shows components, not a page: landmarks are the page's job.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      description: {
        component:
          "A brand's colour replaces the theme's accent at run time: put `accentStyle(colour, scheme)` on the element that holds the brand's screens (the app puts it on the shell's root), with the scheme of the theme class around it. On the light theme the brand colour is the accent itself, under white text. On the dark theme it becomes a light tint of the colour under dark text, and its soft tint (current menu entry, avatars, selected rows) a little of the colour on the dark surface, so text on the accent and accent text on the surfaces keep a 4.5:1 contrast in both themes.",
      },
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const scheme = schemeOf(globals);
    for (const brand of args.brands) {
      const section = canvas.getByRole('region', { name: `${brand} accent` });
      const inside = within(section);
      const shades = accentShades(BRAND_ACCENTS[brand]!, scheme);
      const surface = groundOf(section);

      // The primary action wears the brand's shade for this theme, its label readable on it.
      const save = inside.getByRole('button', { name: 'Save changes' });
      await expect(groundOf(save)).toBe(shades.accent);
      await expect(contrastRatio(colourOf(save), groundOf(save))).toBeGreaterThanOrEqual(4.5);

      // Accent text on the surface: the selected tab and the link.
      const selected = inside.getByRole('tab', { name: 'Summary' });
      await expect(selected).toHaveAttribute('aria-selected', 'true');
      await expect(colourOf(selected)).toBe(shades.accent);
      await expect(contrastRatio(colourOf(selected), surface)).toBeGreaterThanOrEqual(4.5);
      const link = inside.getByRole('link', { name: 'View the report' });
      await expect(contrastRatio(colourOf(link), surface)).toBeGreaterThanOrEqual(4.5);

      // Text on the soft tint: the avatar's initials.
      const avatar = inside.getByRole('img', { name: 'Ada Lovelace' });
      const initials = avatar.querySelector('[data-initials]')!;
      await expect(groundOf(avatar)).toBe(shades.accentSoft);
      await expect(
        contrastRatio(hexOf(getComputedStyle(initials, '::before').color), groundOf(avatar)),
      ).toBeGreaterThanOrEqual(4.5);
    }

    // From the keyboard: Tab reaches the first brand's tabs, an arrow key moves the selection,
    // which keeps the accent (and shows the focus ring in the brand's colour).
    const first = within(canvas.getByRole('region', { name: `${args.brands[0]} accent` }));
    await userEvent.tab();
    await expect(first.getByRole('tab', { name: 'Summary' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const details = first.getByRole('tab', { name: 'Details' });
    await expect(details).toHaveFocus();
    await expect(details).toHaveAttribute('aria-selected', 'true');
    const shades = accentShades(BRAND_ACCENTS[args.brands[0]!]!, scheme);
    await waitFor(() => expect(colourOf(details)).toBe(shades.accent));
    await expect(first.getByText('Every line of the period.')).toBeVisible();
  },
} satisfies Meta<typeof BrandAccentShowcase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Brand accents on the light theme. */
export const Light: Story = { globals: { theme: 'light' } };

/** The same brands on the dark theme, where each accent is a light tint of the brand's colour. */
export const Dark: Story = { globals: { theme: 'dark' } };
