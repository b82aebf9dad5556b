import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags', () => {
    const html =
      '<p>A <b>b</b> <i>i</i> <em>em</em> <strong>s</strong><br><span>x</span> <a href="https://a.example">a</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops other tags but keeps their text, and removes scripts entirely', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><script>alert(1)</script><p>ok</p></div>')).toBe('Title<p>ok</p>');
  });

  it('removes event handlers and styles', () => {
    expect(sanitizeHtml('<img src="https://x.example/a.jpg" onerror="alert(1)" style="color:red" alt="a">')).toBe(
      '<img src="https://x.example/a.jpg" alt="a">',
    );
  });

  it('allows only http, https and mailto links', () => {
    expect(sanitizeHtml('<a href="mailto:hi@example.com">m</a>')).toBe('<a href="mailto:hi@example.com">m</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="ftp://files.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
  });
});
