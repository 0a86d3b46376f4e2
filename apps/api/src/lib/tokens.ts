import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 40-character token (URL-safe), the length Laravel uses for ids and CSRF tokens. */
export function randomToken(): string {
  return randomBytes(30).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time string comparison. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
