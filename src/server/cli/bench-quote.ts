// npx tsx src/server/cli/bench-quote.ts [--count 50] [--warmup 5] [--keep]
// Times wizard quote generation against DATABASE_URL or DATA_DIR (seed it first:
// `npm run db:seed -- --scale 10`) and prints p50/p95 in milliseconds as JSON.
import { parseArgs } from 'node:util';
import { closeDatabase, database } from '../db';
import { migrateDatabase } from '../db/migrate';
import { benchWizardQuotes } from '../modules/quote/quote.bench';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
  },
});
const handle = await database();
await migrateDatabase(handle);
const result = await benchWizardQuotes(handle.db, {
  count: Number(values.count),
  warmup: Number(values.warmup),
  keep: values.keep,
});
await closeDatabase();
console.log(JSON.stringify({ engine: handle.kind, ...result }, null, 2));
