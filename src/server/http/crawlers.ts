/** User agents of crawlers and link previewers: an error is answered to them without a page. */
const CRAWLER =
  /bot|crawler|spider|crawling|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|mediapartners/i;

export function isCrawler(userAgent: string | null): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
