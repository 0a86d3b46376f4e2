import { describe, expect, it } from 'vitest';
import { setCookie } from '../../test/cookies';
import { readXsrfToken } from './readXsrfToken';

describe('readXsrfToken', () => {
  it('URL-decodes the XSRF-TOKEN cookie', () => {
    expect(readXsrfToken('laravel-session=abc; XSRF-TOKEN=eyJpdiI6%3D%3D; theme=dark')).toBe(
      'eyJpdiI6==',
    );
  });

  it('is null without the cookie', () => {
    expect(readXsrfToken('laravel-session=abc')).toBeNull();
    expect(readXsrfToken('')).toBeNull();
  });

  it('does not mistake a cookie whose name only ends the same', () => {
    expect(readXsrfToken('OLD-XSRF-TOKEN=zzz')).toBeNull();
  });

  it('reads the document cookie by default', () => {
    setCookie('XSRF-TOKEN', 'a%2Fb');
    expect(readXsrfToken()).toBe('a/b');
  });
});
