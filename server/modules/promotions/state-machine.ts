import type { PromoDisplayStatus } from '../../../common/admin/promo-codes';
import type { PromoStatus } from './schema';

/**
 * What an admin can do to a code's stored status (ADR-0703): pause an active code, resume a paused
 * one, end either for good. Nothing leaves `ended`: customers' orders name the code, and a code
 * that comes back from the dead would make its history say two things.
 */
export const PROMO_MOVES = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  end: { from: ['active', 'paused'], to: 'ended' },
} as const satisfies Record<string, { from: readonly PromoStatus[]; to: PromoStatus }>;

export type PromoMove = keyof typeof PROMO_MOVES;

export const isPromoMove = (value: string): value is PromoMove => Object.hasOwn(PROMO_MOVES, value);

export function mayMove(from: PromoStatus, move: PromoMove): boolean {
  return (PROMO_MOVES[move].from as readonly PromoStatus[]).includes(from);
}

/**
 * What the admin sees: the stored status, then what the clock and the counter say. An end date
 * passed reads `ended`, a start to come `scheduled`, no use left `exhausted`.
 */
export function displayStatus(
  promo: {
    status: PromoStatus;
    startsAt: Date | null;
    endsAt: Date | null;
    usageLimit: number | null;
    used: number;
  },
  now: Date,
): PromoDisplayStatus {
  if (promo.status === 'ended' || (promo.endsAt && now >= promo.endsAt)) return 'ended';
  if (promo.status === 'paused') return 'paused';
  if (promo.usageLimit != null && promo.used >= promo.usageLimit) return 'exhausted';
  if (promo.startsAt && now < promo.startsAt) return 'scheduled';
  return 'active';
}
