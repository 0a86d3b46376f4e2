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
});
