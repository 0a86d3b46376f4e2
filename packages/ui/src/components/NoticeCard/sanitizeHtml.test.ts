import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<p>Feed <strong>delivery</strong> on <em>Monday</em></p><ul><li>House 1</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script, styles, event handlers and embedded content', () => {
    expect(
      sanitizeHtml('<p onclick="steal()" style="color:red">Hi<script>steal()</script></p>'),
    ).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<img src=x onerror="steal()"><object data="x"></object>ok')).toBe('ok');
    expect(sanitizeHtml('<style>p{}</style>text')).toBe('text');
    expect(sanitizeHtml('<svg><circle r="1"/></svg>after')).toBe('after');
  });

  it('removes dangerous link targets and opens safe ones apart', () => {
    expect(sanitizeHtml('<a href="javascript:steal()">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\tscript:steal()">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.org/a" title="Policy">x</a>')).toBe(
      '<a href="https://example.org/a" title="Policy" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="/tickets/4">x</a>')).toContain('href="/tickets/4"');
  });

  it('unwraps unknown elements and flattens headings', () => {
    expect(sanitizeHtml('<section><font color="red">Note</font></section>')).toBe('Note');
    expect(sanitizeHtml('<h1>Closed <em>Friday</em></h1>')).toBe(
      '<p><strong>Closed <em>Friday</em></strong></p>',
    );
  });
});
