import { DataDirInUseError } from '../db/data-dir-lock';
import { EnvError } from '../env';

/**
 * Runs a command-line task to its end. A bad configuration or a data folder another process
 * holds is told in one clear line; every failure exits with code 1.
 */
export async function runCli(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    const known = error instanceof EnvError || error instanceof DataDirInUseError;
    console.error(known ? error.message : error);
    process.exit(1);
  }
}
