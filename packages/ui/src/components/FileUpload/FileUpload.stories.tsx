import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload';
import { formatBytes } from './fileRules';

const MB = 1024 * 1024;

/** A small drawing of a receipt, so the preview is a real image that renders the same every run. */
const receiptSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#dbe7f7"/><rect x="12" y="6" width="24" height="36" fill="#ffffff" stroke="#4a6fa5"/><path d="M16 14h16M16 20h16M16 26h10" stroke="#4a6fa5" stroke-width="2"/></svg>`;
const receiptImage = new File([receiptSvg], 'receipt-2024-03-14.svg', { type: 'image/svg+xml' });
const invoicePdf = new File(['%PDF-1.4 sample'], 'invoice-1042.pdf', { type: 'application/pdf' });

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

/**
 * A photo-like PNG drawn in the browser: a sky-to-ground gradient under grain from a seeded
 * generator, so it is the same every run and, being grainy, too large as PNG (several MB).
 * `grain` is the spread of the grain per channel, 256 for pure noise.
 */
async function grainyPhoto(width: number, height: number, name: string, grain = 64): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  const pixels = context.createImageData(width, height);
  let seed = 0x2f6b1d3;
  const noise = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) % grain) - grain / 2;
  };
  for (let y = 0; y < height; y++) {
    const sky = y / height;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      pixels.data[at] = 90 + 110 * sky + noise();
      pixels.data[at + 1] = 150 + 40 * sky + noise();
      pixels.data[at + 2] = 220 - 150 * sky + noise();
      pixels.data[at + 3] = 255;
    }
  }
  context.putImageData(pixels, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob!], name, { type: 'image/png' });
}

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
          "One file, dropped on the zone or chosen with the button (keyboard users Tab to the button, or paste a file into the focused zone). A JPEG, PNG or WebP photo over the limit (`imageLimitBytes`, `maxBytes` by default) is first scaled down in the browser to a JPEG within it (long side 2048, 1600, 1280 then 1024 pixels, each at quality 0.85, 0.7 then 0.55), with a note giving both sizes. Files over `maxBytes` (2 MB by default, 2 × 1024 × 1024 bytes) that cannot be scaled (not such an image, not decodable, or still too large) are refused with 'The file size must not exceed 2MB.', the figure following `maxBytes`; files outside `accept` are refused too. Images show a preview. Pass `progress` (0-100) while the upload runs; the remove button clears the choice and calls `onFileChange(null)`.",
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
    // Named and typed as a photo, but its bytes are no image: it cannot be scaled down.
    const big = new File([new Uint8Array(3 * MB)], 'site-photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), big);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'The file size must not exceed 2MB.',
      ),
    );
    await expect(args.onFileChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const PhotoScaled: Story = {
  name: 'A photo over 2 MB is scaled down to fit',
  args: {
    label: 'Photo',
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    buttonLabel: 'Take or choose a photo',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const photo = await grainyPhoto(2400, 1800, 'front-door.png');
    await expect(photo.size).toBeGreaterThan(2 * MB);
    await userEvent.upload(fileInput(canvasElement), photo);
    await waitFor(() => expect(args.onFileChange).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    const [scaled, chosen] = (args.onFileChange as ReturnType<typeof fn>).mock.calls[0] as [
      File,
      File,
    ];
    await expect(chosen).toBe(photo);
    await expect(scaled.name).toBe('front-door.jpg');
    await expect(scaled.type).toBe('image/jpeg');
    await expect(scaled.size).toBeLessThanOrEqual(2 * MB);
    // The long side capped at 2048, the 4:3 shape kept.
    const bitmap = await createImageBitmap(scaled);
    await expect([bitmap.width, bitmap.height]).toEqual([2048, 1536]);
    bitmap.close();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Scaled down from ${formatBytes(photo.size)} to ${formatBytes(scaled.size)} to fit the 2MB limit.`,
    );
    await expect(canvas.getByText('front-door.jpg')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Preview of front-door.jpg' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const PhotoStaysTooLarge: Story = {
  name: 'Refused: a photo still over the limit once scaled',
  args: { label: 'Thumbnail', maxBytes: 64 * 1024 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Pure noise stays far over 64 KB even at 1024x768 and the lowest quality.
    const photo = await grainyPhoto(1200, 900, 'shelf.png', 256);
    await userEvent.upload(fileInput(canvasElement), photo);
    await waitFor(
      () =>
        expect(canvas.getByRole('alert')).toHaveTextContent('The file size must not exceed 0.1MB.'),
      { timeout: 20_000 },
    );
    await expect(args.onFileChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByText('shelf.png')).not.toBeInTheDocument();
  },
};

export const DocumentTooLarge: Story = {
  name: 'Refused: a document over 2 MB',
  args: { label: 'Attachment' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scan = new File([new Uint8Array(3 * MB)], 'lease-scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), scan);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file size must not exceed 2MB.');
    await expect(args.onFileChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
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
