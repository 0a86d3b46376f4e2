import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload';

const MB = 1024 * 1024;

/** A small drawing of a receipt, so the preview is a real image that renders the same every run. */
const receiptSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#dbe7f7"/><rect x="12" y="6" width="24" height="36" fill="#ffffff" stroke="#4a6fa5"/><path d="M16 14h16M16 20h16M16 26h10" stroke="#4a6fa5" stroke-width="2"/></svg>`;
const receiptImage = new File([receiptSvg], 'receipt-2024-03-14.svg', { type: 'image/svg+xml' });
const invoicePdf = new File(['%PDF-1.4 sample'], 'invoice-1042.pdf', { type: 'application/pdf' });

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  args: { label: 'Receipt', onFileChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <FileUpload {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "One file, dropped on the zone or chosen with the button (keyboard users Tab to the button, or paste a file into the focused zone). Files over `maxBytes` (2 MB by default, 2 × 1024 × 1024 bytes) are refused with 'The file size must not exceed 2MB.', the figure following `maxBytes`; files outside `accept` are refused too. Images show a preview. Pass `progress` (0-100) while the upload runs; the remove button clears the choice and calls `onFileChange(null)`.",
      },
    },
  },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), invoicePdf);
    await expect(args.onFileChange).toHaveBeenCalledWith(invoicePdf);
    await expect(canvas.getByText('invoice-1042.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove invoice-1042.pdf' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('invoice-1042.pdf')).not.toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  name: 'Keyboard: Tab to choose, Enter to remove',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: 'Choose file' });
    for (let i = 0; i < 3 && document.activeElement !== choose; i++) await userEvent.tab();
    await expect(choose).toHaveFocus();
    // The native picker cannot be driven from a test; hand the chosen file to its input.
    await userEvent.upload(fileInput(canvasElement), receiptImage);
    await expect(
      canvas.getByRole('img', { name: 'Preview of receipt-2024-03-14.svg' }),
    ).toBeVisible();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove receipt-2024-03-14.svg' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  name: 'Refused: over 2 MB',
  play: async ({ canvasElement, args }) => {
    const big = new File([new Uint8Array(3 * MB)], 'site-photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The file size must not exceed 2MB.',
    );
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

export const CustomLimit: Story = {
  name: 'Refused: over a 5 MB limit',
  args: { maxBytes: 5 * MB, label: 'Product catalogue' },
  play: async ({ canvasElement }) => {
    const big = new File([new Uint8Array(6 * MB)], 'catalogue.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The file size must not exceed 5MB.',
    );
  },
};

export const WrongType: Story = {
  name: 'Refused: type not accepted',
  args: { label: 'Profile photo', accept: ['image/*'] },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), invoicePdf, { applyAccept: false });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This file type is not allowed. Allowed: image/*.',
    );
  },
};

export const ImagePreview: Story = {
  args: { file: receiptImage },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', {
      name: 'Preview of receipt-2024-03-14.svg',
    });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

export const Uploading: Story = {
  args: { file: invoicePdf, progress: 45 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading invoice-1042.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByRole('button', { name: 'Remove invoice-1042.pdf' })).toBeDisabled();
  },
};

export const Uploaded: Story = { args: { file: invoicePdf, progress: 100 } };

export const ServerError: Story = {
  args: { file: invoicePdf, errorMessage: 'The receipt could not be stored. Please try again.' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};

export const LongFileName: Story = {
  args: {
    file: new File(
      ['x'.repeat(1500)],
      'scan-of-the-signed-delivery-agreement-for-the-northern-service-towns-2024-final-v3.pdf',
      {
        type: 'application/pdf',
      },
    ),
    accept: ['application/pdf', '.doc', '.docx'],
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { file: receiptImage, progress: 70 },
  render: (args) => (
    <div style={{ width: 343 }}>
      <FileUpload {...args} />
    </div>
  ),
};

export const Dark: Story = {
  args: { file: receiptImage, progress: 70 },
  globals: { theme: 'dark' },
};
