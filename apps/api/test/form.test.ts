import { sanitiseHtml } from '@backoffice/server-kit';
import { describe, expect, it } from 'vitest';
import { FormFieldError, parseForm } from '../src/http/form';

describe('PHP-style form bodies', () => {
  it('nests bracketed names and turns 0..n keys into lists', () => {
    expect(
      parseForm('a=1&tags[]=x&tags[]=y&items[0][qty]=2&items[1][qty]=3&m[k]=v&plus=a+b'),
    ).toEqual({
      a: '1',
      tags: ['x', 'y'],
      items: [{ qty: '2' }, { qty: '3' }],
      m: { k: 'v' },
      plus: 'a b',
    });
  });

  it('ignores prototype keys and refuses abuse', () => {
    const parsed = parseForm('__proto__[polluted]=1&constructor[x]=1&a=2');
    expect(parsed).toEqual({ a: '2' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => parseForm('a[1][2][3][4][5][6]=x')).toThrow(FormFieldError);
    expect(() => parseForm('a[5000]=x')).toThrow(FormFieldError);
  });
});

describe('notice HTML', () => {
  it('keeps formatting and drops scripts, handlers and bad links', () => {
    expect(
      sanitiseHtml(
        '<h2 style="color:red">Hi</h2><img src=x onerror=alert(1)><a href="https://x.test" target="_blank">x</a>',
      ),
    ).toBe('<h2>Hi</h2><a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
