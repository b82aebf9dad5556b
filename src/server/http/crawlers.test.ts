import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawlers';

describe('isCrawler', () => {
  it('knows the common crawlers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
    ]) {
      expect(isCrawler(ua), ua).toBe(true);
    }
  });

  it('leaves browsers alone', () => {
    expect(
      isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'),
    ).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });
});
