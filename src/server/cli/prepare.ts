// Run by `npm start` before the server: validate the configuration, migrate, seed
// an empty database and make sure someone can sign in to the back office.
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { env } from '../env';
import { countAdmins, listAdminEmails, upsertAdmin } from '../modules/admin/admin.service';
import { generatePassword } from '../modules/admin/password';
import { runCli } from './run-cli';

const DEFAULT_ADMIN = 'admin@example.com';

async function main() {
  const config = env();
  const handle = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: 2 } : { dataDir: config.DATA_DIR },
  );
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
    console.log(`Database ready (${handle.kind === 'pglite' ? `embedded in ${config.DATA_DIR}` : 'PostgreSQL'}).`);

    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await upsertAdmin(handle.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      console.log(`Admin sign-in: ${config.ADMIN_EMAIL} with ADMIN_PASSWORD (at /admin/login)`);
    } else if ((await countAdmins(handle.db)) === 0) {
      const email = config.ADMIN_EMAIL ?? DEFAULT_ADMIN;
      const password = generatePassword();
      await upsertAdmin(handle.db, email, password);
      console.log(`Admin sign-in: ${email} / ${password} (shown once; at /admin/login)`);
    } else {
      const emails = await listAdminEmails(handle.db);
      console.log(`Admin sign-in: ${emails.join(', ')} (reset a password with: npm run admin -- reset EMAIL)`);
    }
  } finally {
    await handle.close();
  }
}

await runCli(main);
