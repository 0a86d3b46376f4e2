import { describe, expect, it } from 'vitest';
import { toWireBody } from './toWireBody';

describe('toWireBody', () => {
  it('sends nothing for a request without a body', () => {
    expect(toWireBody('GET', undefined)).toEqual({ method: 'GET', body: undefined });
  });

  it('keeps the verb of form-encoded bodies', () => {
    const wire = toWireBody('PUT', { title: 'Drill' });
    expect(wire.method).toBe('PUT');
    expect(wire.body?.toString()).toBe('title=Drill');
  });

  it('sends uploads of other verbs as POST with _method, leaving the caller’s data alone', () => {
    const own = new FormData();
    own.append('photo', new File(['png'], 'me.png'));
    const wire = toWireBody('PATCH', own);
    expect(wire.method).toBe('POST');
    expect((wire.body as FormData).get('_method')).toBe('PATCH');
    expect(((wire.body as FormData).get('photo') as File).name).toBe('me.png');
    expect(own.has('_method')).toBe(false);
  });

  it('sends POST uploads as they are', () => {
    const wire = toWireBody('POST', { photo: new Blob(['x']) });
    expect(wire.method).toBe('POST');
    expect((wire.body as FormData).has('_method')).toBe(false);
  });
});
