import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/accounts/schemas';

/**
 * scrypt at one of OWASP's equivalent settings (N=2^14, r=8, p=5: 16 MiB per hash, ADR-0200).
 * The parameters travel in the stored string, so they can be raised later and old hashes still verify.
 */
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;

/**
 * Under Vitest only (it sets VITEST): the suite makes well over a thousand accounts and logins, each
 * hash a quarter of a second of CPU at the setting above. Same code path and stored format at the
 * low end of scrypt; the production setting has its own test (accounts.test.ts), and the journeys
 * run the built server with it.
 */
const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
const hashingParams = (): ScryptOptions => (process.env.VITEST ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS);

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 256 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string, params = hashingParams()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows, verified when the e-mail is unknown so both answers take as long. */
let decoy: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
}

// The most common passwords (zxcvbn's list of ~49 000), only those the length rule would let through.
const common = new Set(dictionary['passwords-common'].filter((word) => word.length >= PASSWORD_MIN));

export type PasswordProblem = 'tooShort' | 'tooLong' | 'tooCommon';

/** ASVS 5.0: length only, no composition rules, and not one of the most common passwords. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'tooShort';
  if (length > PASSWORD_MAX) return 'tooLong';
  if (common.has(password.toLowerCase())) return 'tooCommon';
  return null;
}
