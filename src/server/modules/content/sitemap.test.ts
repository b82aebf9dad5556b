import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from './sitemap';

describe('renderSitemap', () => {
  it('lists absolute addresses of one language with their alternates', () => {
    const xml = renderSitemap('https://kuyenda.example', 'de', ['/', '/plan-my-trip', '/d/a&b']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain(
      '<url><loc>https://kuyenda.example/de/</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://kuyenda.example/en/"/>' +
        '<xhtml:link rel="alternate" hreflang="de" href="https://kuyenda.example/de/"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://kuyenda.example/en/"/></url>',
    );
    // Localised segments get each language's own name; XML special characters are escaped.
    expect(xml).toContain('<loc>https://kuyenda.example/de/meine-reise-planen</loc>');
    expect(xml).toContain('hreflang="en" href="https://kuyenda.example/en/plan-my-trip"');
    expect(xml).toContain('<loc>https://kuyenda.example/de/d/a&amp;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });
});

describe('renderRobots', () => {
  it('opens the site, closes admin, APIs and quotes, and names both sitemaps', () => {
    expect(renderRobots('http://127.0.0.1:4321/')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /en/q/',
        'Disallow: /de/q/',
        '',
        'Sitemap: http://127.0.0.1:4321/en/sitemap.xml',
        'Sitemap: http://127.0.0.1:4321/de/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
