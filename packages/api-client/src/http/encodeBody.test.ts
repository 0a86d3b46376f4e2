import { describe, expect, it } from 'vitest';
import { encodeBody } from './encodeBody';

describe('encodeBody', () => {
  it('form-encodes fields without files', () => {
    const body = encodeBody({ title: 'Fire drill & safety', items: [{ qty: 2 }], urgent: true });
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.toString()).toBe('title=Fire+drill+%26+safety&items%5B0%5D%5Bqty%5D=2&urgent=1');
  });

  it('switches to multipart when a file is present, keeping its name', () => {
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    const body = encodeBody({ first_name: 'Ada', photo });
    expect(body).toBeInstanceOf(FormData);
    const formData = body as FormData;
    expect(formData.get('first_name')).toBe('Ada');
    expect((formData.get('photo') as File).name).toBe('me.png');
  });

  it('switches to multipart for a nested blob too', () => {
    const body = encodeBody({ replies: [{ attachment: new Blob(['x']) }] });
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('replies[0][attachment]')).toBeInstanceOf(Blob);
  });
});
