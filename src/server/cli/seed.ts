// npm run db:seed [-- --scale N]
import { parseArgs } from 'node:util';
import { closeDatabase, database } from '../db';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { runCli } from './run-cli';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
  console.error('--scale takes a whole number from 1 to 100');
  process.exit(2);
}
await runCli(async () => {
  try {
    const handle = await database();
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { scale });
  } finally {
    await closeDatabase();
  }
  console.log(`Seeded (scale ${scale}).`);
});
