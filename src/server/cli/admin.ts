// npm run admin -- add EMAIL | reset EMAIL   (prints a new password; or reads ADMIN_PASSWORD)
import { z } from 'zod';
import { closeDatabase, database } from '../db';
import { migrateDatabase } from '../db/migrate';
import { findAdmin, upsertAdmin } from '../modules/admin/admin.service';
import { generatePassword } from '../modules/admin/password';

const [command, email] = process.argv.slice(2);
if ((command !== 'add' && command !== 'reset') || !z.email().safeParse(email).success) {
  console.error('Usage: npm run admin -- add|reset EMAIL');
  process.exit(2);
}
const address = email as string;
try {
  const handle = await database();
  await migrateDatabase(handle);
  const exists = (await findAdmin(handle.db, address)) !== null;
  if (command === 'add' && exists) throw new Error(`${address} is already an admin; use reset.`);
  if (command === 'reset' && !exists) throw new Error(`${address} is not an admin; use add.`);
  const password = process.env.ADMIN_PASSWORD || generatePassword();
  await upsertAdmin(handle.db, address, password);
  console.log(
    `${command === 'add' ? 'Added' : 'Reset'} ${address}. Password: ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : password}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
