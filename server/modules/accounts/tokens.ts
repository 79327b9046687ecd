import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable secret for a cookie, a Bearer token or a reset link (256 bits). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this hash. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
