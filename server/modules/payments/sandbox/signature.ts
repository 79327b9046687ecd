import { createHmac, timingSafeEqual } from 'node:crypto';
import { webhookSignatureRefused } from '../errors';

/** The header the sandbox signs its webhooks in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** How far a signature's timestamp may be from our clock, either way (Stripe's default too). */
export const SIGNATURE_TOLERANCE_S = 300;

function hmac(secret: string, timestamp: number, rawBody: Buffer | string) {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The signature header for a body sent at `at` (Stripe's scheme: HMAC-SHA256 over "t.body"). */
export function signPayload(secret: string, rawBody: Buffer | string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/**
 * Throws webhookSignatureRefused unless `header` carries a v1 signature of exactly these bytes with
 * `secret`, made within the tolerance of `now`. Comparison in constant time.
 */
export function verifySignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
  toleranceS = SIGNATURE_TOLERANCE_S,
) {
  if (!header) throw webhookSignatureRefused('no signature header');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0)
    throw webhookSignatureRefused('malformed signature header');
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceS)
    throw webhookSignatureRefused('signature timestamp outside the tolerance');
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  if (!signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected)))
    throw webhookSignatureRefused('signature does not match');
}
