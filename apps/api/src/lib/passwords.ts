/** Password hashing with Argon2id (memory-hard), at OWASP's recommended cost. */
import { hash, verify } from '@node-rs/argon2';

/** `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolated modules). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Spends the same time as a real check when no account matches, so response times do not tell
 * which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy password for timing');
  await verifyPassword(await dummy, password);
  return false;
}
