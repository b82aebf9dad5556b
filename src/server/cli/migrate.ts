import { closeDatabase, database } from '../db';
import { migrateDatabase } from '../db/migrate';
import { runCli } from './run-cli';

await runCli(async () => {
  try {
    await migrateDatabase(await database());
  } finally {
    await closeDatabase();
  }
  console.log('Migrations applied.');
});
