import { describe, expect, it } from 'vitest';
import { markdownHtml } from './markdown-html';

describe('markdownHtml', () => {
  it('renders what organizers write, GitHub tables and task lists included', () => {
    const html = markdownHtml(
      '# Venue\n\nDoors open at **9:00**; see [the map](https://example.org/map).\n\n' +
        '| Hall | Floor |\n|---|---|\n| A | 20 x 14 m |\n\n- [x] parking\n',
    );
    expect(html).toContain('Doors open at <strong>9:00</strong>');
    expect(html).toContain('<a href="https://example.org/map">the map</a>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>20 x 14 m</td>');
    expect(html).toContain('type="checkbox"');
  });

  it('lets no script, raw HTML or script link through (decision 004 holds on the server)', () => {
    const html = markdownHtml(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n' +
        '[click](javascript:alert(3)) <iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe|onerror|javascript:/i);
    expect(html).toContain('>click</a>');
  });
});
