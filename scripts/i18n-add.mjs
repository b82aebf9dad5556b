// Adds messages to both locale files at once, safely while others do the same:
//   node scripts/i18n-add.mjs new-messages.json
// where the input is { "key": { "en": "…", "de": "…" }, … }. Existing keys are overwritten.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const lock = new URL('../src/i18n/messages/.lock', import.meta.url);
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [key, value] of Object.entries(input)) {
  if (!/^[a-z][\w]*(\.[\w]+)+$/.test(key)) throw new Error(`not a dotted key: ${key}`);
  if (!value.en?.trim() || !value.de?.trim()) throw new Error(`${key} needs both en and de`);
}

for (let tries = 0; ; tries += 1) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) throw new Error('messages are locked; remove src/i18n/messages/.lock if no one is writing');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const locale of ['en', 'de']) {
    const file = new URL(`../src/i18n/messages/${locale}.json`, import.meta.url);
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, value] of Object.entries(input)) messages[key] = value[locale];
    writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
  }
} finally {
  rmdirSync(lock);
}
console.log(`added ${Object.keys(input).length} messages`);
