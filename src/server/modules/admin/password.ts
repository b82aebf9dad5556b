import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane (algorithm 2 = Argon2id). */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A readable random password with about 120 bits of entropy. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');
}
