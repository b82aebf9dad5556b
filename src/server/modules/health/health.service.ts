import { sql } from 'drizzle-orm';
import { database } from '../../db';
import { errorSummary } from '../../error-summary';
import { moduleLogger } from '../../log/logger';

const log = moduleLogger('health');

const TIMEOUT_MS = 2_000;

/** True only when the database answers a query within the timeout. */
export async function checkHealth(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const { db } = await database();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), TIMEOUT_MS);
    });
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return true;
  } catch (error) {
    log.error(`database check failed: ${errorSummary(error)}`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
