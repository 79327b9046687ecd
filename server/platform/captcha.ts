import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Clock } from './clock';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** Where accepted solutions are recorded: the database, so every process refuses a replay (ADR-0018). */
export interface SolutionLedger {
  /** True the first time a signature is claimed, false ever after (until it expires). */
  claimSolution(signature: string, expiresAt: Date): Promise<boolean>;
}

/**
 * The human check: a self-hosted ALTCHA proof of work (SHA-256). A solved challenge is accepted
 * once, across processes; replays are refused until it would have expired anyway.
 */
export function createCaptcha(opts: {
  secret: string;
  clock: Clock;
  ledger: SolutionLedger;
  maxNumber?: number;
}) {
  async function challenge() {
    return createChallenge({
      hmacKey: opts.secret,
      algorithm: 'SHA-256',
      maxnumber: opts.maxNumber ?? 50_000,
      expires: new Date(opts.clock.now().getTime() + CHALLENGE_TTL_MS),
    });
  }

  async function verify(payload: unknown): Promise<boolean> {
    if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4096) return false;
    let signature: string;
    let expiresAt: number;
    try {
      const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
      if (typeof decoded.signature !== 'string') return false;
      signature = decoded.signature;
      expiresAt = Number(extractParams(payload).expires) * 1000;
    } catch {
      return false;
    }
    const now = opts.clock.now().getTime();
    if (!Number.isFinite(expiresAt) || expiresAt < now) return false;
    const ok = await verifySolution(payload, opts.secret, false).catch(() => false);
    // Claimed only once proven: a forged payload never takes a row.
    return ok && opts.ledger.claimSolution(signature, new Date(expiresAt));
  }

  return { challenge, verify };
}

export type Captcha = ReturnType<typeof createCaptcha>;
