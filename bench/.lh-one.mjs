import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
const a = r.lhr.audits;
console.log(
  'score',
  r.lhr.categories.performance.score,
  'tbt',
  a['total-blocking-time'].numericValue,
  'lcp',
  a['largest-contentful-paint'].numericValue,
);
console.log(
  'mainthread',
  JSON.stringify(a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)])),
);
console.log(
  'longtasks',
  JSON.stringify(
    (a['long-tasks']?.details?.items || []).map((i) => [
      i.url?.slice(-50),
      Math.round(i.startTime),
      Math.round(i.duration),
    ]),
  ),
);
console.log('dom', a['dom-size']?.numericValue);
console.log(
  'bootup',
  JSON.stringify(
    (a['bootup-time'].details.items || []).map((i) => [i.url.slice(-50), Math.round(i.total), Math.round(i.scripting)]),
  ),
);
await chrome.kill();
