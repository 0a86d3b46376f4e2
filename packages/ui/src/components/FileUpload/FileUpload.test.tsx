import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from './FileUpload';
import { checkFile, DEFAULT_MAX_BYTES, formatBytes, isAccepted, sizeMessage } from './fileRules';

describe('file rules', () => {
  it('words the limit as the spec does, following maxBytes', () => {
    expect(sizeMessage(DEFAULT_MAX_BYTES)).toBe('The file size must not exceed 2MB.');
    expect(sizeMessage(5 * 1024 * 1024)).toBe('The file size must not exceed 5MB.');
    expect(sizeMessage(512 * 1024)).toBe('The file size must not exceed 0.5MB.');
  });
  it('refuses a file over the limit and accepts one at it', () => {
    expect(
      checkFile(
        { name: 'a.png', type: 'image/png', size: DEFAULT_MAX_BYTES + 1 },
        DEFAULT_MAX_BYTES,
        undefined,
      ),
    ).toBe('The file size must not exceed 2MB.');
    expect(
      checkFile(
        { name: 'a.png', type: 'image/png', size: DEFAULT_MAX_BYTES },
        DEFAULT_MAX_BYTES,
        undefined,
      ),
    ).toBeNull();
  });
  it('matches MIME types, wildcards and extensions', () => {
    const pdf = { name: 'Invoice.PDF', type: 'application/pdf' };
    expect(isAccepted(pdf, ['.pdf'])).toBe(true);
    expect(isAccepted(pdf, ['application/pdf'])).toBe(true);
    expect(isAccepted(pdf, ['image/*'])).toBe(false);
    expect(isAccepted({ name: 'a.jpg', type: 'image/jpeg' }, ['image/*'])).toBe(true);
    expect(isAccepted(pdf, [])).toBe(true);
  });
  it('gives readable sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(740 * 1024)).toBe('740 KB');
    expect(formatBytes(1.4 * 1024 * 1024)).toBe('1.4 MB');
  });
});

describe('FileUpload', () => {
  it('refuses a large file with the alert and keeps a small one', async () => {
    const onFileChange = vi.fn();
    const { container } = render(<FileUpload label="Receipt" onFileChange={onFileChange} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(DEFAULT_MAX_BYTES + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('The file size must not exceed 2MB.');
    expect(onFileChange).not.toHaveBeenCalled();

    const small = new File(['receipt'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, small);
    expect(onFileChange).toHaveBeenCalledWith(small);
    expect(screen.getByText('receipt.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('receipt.pdf')).not.toBeInTheDocument();
  });

  it('refuses a photo over the limit that does not decode, with the same sentence', async () => {
    // As a browser answers bytes that are no image: the decoding is refused.
    const decode = vi.fn(() =>
      Promise.reject(new DOMException('The source image cannot be decoded.')),
    );
    vi.stubGlobal('createImageBitmap', decode);
    try {
      const onFileChange = vi.fn();
      const { container } = render(<FileUpload label="Photo" onFileChange={onFileChange} />);
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      const photo = new File([new Uint8Array(DEFAULT_MAX_BYTES + 1)], 'door.jpg', {
        type: 'image/jpeg',
      });
      await userEvent.upload(input, photo);
      expect(await screen.findByText('The file size must not exceed 2MB.')).toBeInTheDocument();
      expect(decode).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
      expect(onFileChange).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not try to scale a document or a GIF over the limit', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    try {
      const { container } = render(<FileUpload label="Attachment" />);
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      const files: [string, string][] = [
        ['scan.pdf', 'application/pdf'],
        ['wave.gif', 'image/gif'],
      ];
      for (const [name, type] of files) {
        await userEvent.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], name, { type }));
        expect(screen.getByRole('alert')).toHaveTextContent('The file size must not exceed 2MB.');
      }
      expect(decode).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
