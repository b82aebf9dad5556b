import { database, closeDatabase } from '../db';
import { migrateDatabase } from '../db/migrate';

const handle = await database();
await migrateDatabase(handle);
await closeDatabase();
console.log('Migrations applied.');
