import { ApiClientProvider } from '@backoffice/api-client';
import type { FieldDefinition } from '@backoffice/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormValue } from '../lib/formValues';
import { FileFieldInput } from './FileFieldInput';

const MB = 1024 * 1024;

const productImage: FieldDefinition = {
  type: 'file',
  label: 'Image',
  mimes: ['jpg', 'png', 'webp'],
  maxKilobytes: 1024,
};

/** The field in a form that keeps what it is given, as ResourceForm does. */
function Form({
  field,
  onChange,
}: {
  field: FieldDefinition;
  onChange: (value: FormValue) => void;
}) {
  const [value, setValue] = useState<FormValue>(null);
  return (
    <FileFieldInput
      name="image"
      field={field}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function renderField(field: FieldDefinition) {
  const onChange = vi.fn<(value: FormValue) => void>();
  const { container } = render(
    <ApiClientProvider onSessionEnd={() => {}} onServerError={() => {}}>
      <Form field={field} onChange={onChange} />
    </ApiClientProvider>,
  );
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  return { input, onChange };
}

const photo = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

/**
 * The browser's decoder and canvas, which happy-dom has not: a decoded photo of 4032x3024, and
 * a JPEG encoder whose output is 0.5 byte per pixel at quality 1, in proportion below it (so
 * 2048x1536 at 0.85 is 1,336,934 bytes, over 1 MB, and at 0.7 is 1,101,005, just over too; at
 * 0.55 it is 865,075, within 1 MB).
 */
function stubBrowserImages() {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 4032, height: 3024, close: () => {} })),
  );
  const context = {
    fillRect: () => {},
    drawImage: () => {},
    fillStyle: '',
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    type?: string,
    quality?: number,
  ) {
    const bytes = Math.round(this.width * this.height * 0.5 * (quality ?? 1));
    done(new Blob([new Uint8Array(bytes)], { type }));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FileFieldInput', () => {
  it('refuses a photo over the limit that cannot be scaled with the contract sentence', async () => {
    // happy-dom decodes no image: as a browser with a file that is no image.
    const { input, onChange } = renderField(productImage);
    await userEvent.upload(input, photo('shelf.png', 'image/png', 3 * MB));
    expect(await screen.findByText('The file size must not exceed 1MB.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a photo over the limit scaled down to a JPEG within it, and says so', async () => {
    stubBrowserImages();
    const { input, onChange } = renderField(productImage);
    // 4032x3024 at 5.1 MB: 2048x1536 at 0.85 and 0.7 are over 1 MB, at 0.55 it fits.
    await userEvent.upload(input, photo('shelf.png', 'image/png', 5_347_738));
    expect(
      await screen.findByText('Scaled down from 5.1 MB to 845 KB to fit the 1MB limit.'),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    const kept = onChange.mock.calls[0]?.[0] as File;
    expect([kept.name, kept.type, kept.size]).toEqual(['shelf.jpg', 'image/jpeg', 865_075]);
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    // Removed, the note goes with it.
    await userEvent.click(screen.getByRole('button', { name: 'Remove shelf.jpg' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses a photo of a type the field does not take as before, though it could be scaled', async () => {
    stubBrowserImages();
    const slip: FieldDefinition = { type: 'file', label: 'Deposit slip', mimes: ['pdf', 'jpg'] };
    const { input, onChange } = renderField(slip);
    await userEvent.upload(input, photo('slip.png', 'image/png', 3 * MB));
    expect(await screen.findByText('The file size must not exceed 2MB.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not scale for a field that takes no jpg', async () => {
    stubBrowserImages();
    const drawing: FieldDefinition = { type: 'file', label: 'Drawing', mimes: ['png'] };
    const { input } = renderField(drawing);
    await userEvent.upload(input, photo('plan.png', 'image/png', 3 * MB));
    expect(await screen.findByText('The file size must not exceed 2MB.')).toBeInTheDocument();
    expect(createImageBitmap).not.toHaveBeenCalled();
  });
});
