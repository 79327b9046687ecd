import { and, count, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PromoRefusal } from '../../../common/cart/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { isDomainError } from '../../platform/domain-error';
import { PromoErrors, promoRedemptionRefusal } from './errors';
import { usabilityRefusal, type PromoCodeRecord } from './rules';
import { promoCodes, promoCodeTargets, promoRedemptions, type PromoStatus } from './schema';

export interface NewPromoCode {
  code: string;
  discountType: 'percent' | 'amount';
  discountValue: number;
  currency?: string | null;
  minimumOrderMinor?: number | null;
  status?: PromoStatus;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  /** Absent or empty: the code applies to everything. */
  targets?: { serviceId?: number; packageId?: number }[];
}

export type RedeemResult = { ok: true } | { ok: false; reason: PromoRefusal };

/**
 * Promo codes (ADR-0300): finding a code and telling whether a customer may use it now; redeeming
 * it in an order's transaction with one guarded update, and releasing it when that order is
 * cancelled unpaid.
 */
export function createPromotionsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function load(where: SQL, executor: Db): Promise<PromoCodeRecord | null> {
    const [row] = await executor.select().from(promoCodes).where(where);
    if (!row) return null;
    const targets = row.appliesToAll
      ? []
      : await executor
          .select({ serviceId: promoCodeTargets.serviceId, packageId: promoCodeTargets.packageId })
          .from(promoCodeTargets)
          .where(eq(promoCodeTargets.promoCodeId, row.id));
    return { ...row, targets };
  }

  /** The code as typed (any case, surrounding spaces ignored), or null. */
  function findByCode(code: string, executor: Db = db) {
    return load(eq(promoCodes.code, code.trim().toUpperCase()), executor);
  }

  function findById(id: number, executor: Db = db) {
    return load(eq(promoCodes.id, id), executor);
  }

  /** How many of this customer's orders hold the code (released ones give their use back). */
  async function usesBy(promoCodeId: number, customerId: string, executor: Db = db) {
    const [row] = await executor
      .select({ n: count() })
      .from(promoRedemptions)
      .where(
        and(
          eq(promoRedemptions.promoCodeId, promoCodeId),
          eq(promoRedemptions.customerId, customerId),
          isNull(promoRedemptions.releasedAt),
        ),
      );
    return row?.n ?? 0;
  }

  /** Why this customer cannot use the code now, whatever the cart holds; null when they can. */
  async function refusalFor(promo: PromoCodeRecord, customerId: string, executor: Db = db) {
    const uses = promo.perCustomerLimit == null ? 0 : await usesBy(promo.id, customerId, executor);
    return usabilityRefusal(promo, clock.now(), uses);
  }

  /**
   * Uses the code for an order. Call it inside the order's transaction (READ COMMITTED, the
   * default), after pricing the order with it: one guarded update takes the use only while the
   * code is active, in its window and below its limit, and locks the code's row until the
   * transaction ends, so a concurrent redemption waits and then sees this one — two checkouts can
   * never both take a last remaining use. The per-customer count is read after that lock, and the
   * redemption row names the order (one code per order). Refused: nothing is left written.
   */
  async function redeem(
    tx: Db,
    input: { promoCodeId: number; customerId: string; orderId: string },
  ): Promise<RedeemResult> {
    const now = clock.now();
    try {
      // A savepoint: a refusal after the update takes the use back without touching the caller's work.
      return await tx.transaction(async (sp) => {
        const [taken] = await sp
          .update(promoCodes)
          .set({ used: sql`${promoCodes.used} + 1` })
          .where(
            and(
              eq(promoCodes.id, input.promoCodeId),
              eq(promoCodes.status, 'active'),
              or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now)),
              or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)),
              or(isNull(promoCodes.usageLimit), lt(promoCodes.used, promoCodes.usageLimit)),
            ),
          )
          .returning({ perCustomerLimit: promoCodes.perCustomerLimit });
        if (!taken) {
          const promo = await findById(input.promoCodeId, sp);
          throw promoRedemptionRefusal(
            promo ? (usabilityRefusal(promo, now, 0) ?? 'limit_reached') : 'not_found',
          );
        }
        if (taken.perCustomerLimit != null) {
          const uses = await usesBy(input.promoCodeId, input.customerId, sp);
          if (uses >= taken.perCustomerLimit) throw promoRedemptionRefusal('customer_limit_reached');
        }
        await sp.insert(promoRedemptions).values({ ...input, redeemedAt: now });
        return { ok: true } as const;
      });
    } catch (error) {
      if (isDomainError<{ reason: PromoRefusal }>(error, PromoErrors.redemptionRefused))
        return { ok: false, reason: error.details.reason };
      throw error;
    }
  }

  /**
   * Gives the code's use back when its order is cancelled unpaid, in that change's transaction.
   * Once per order: a second call (or a concurrent one) finds the redemption released and does nothing.
   */
  async function release(tx: Db, orderId: string): Promise<boolean> {
    const [released] = await tx
      .update(promoRedemptions)
      .set({ releasedAt: clock.now() })
      .where(and(eq(promoRedemptions.orderId, orderId), isNull(promoRedemptions.releasedAt)))
      .returning({ promoCodeId: promoRedemptions.promoCodeId });
    if (!released) return false;
    await tx
      .update(promoCodes)
      .set({ used: sql`${promoCodes.used} - 1` })
      .where(and(eq(promoCodes.id, released.promoCodeId), gt(promoCodes.used, 0)));
    return true;
  }

  /** A new code (demo seed, tests; the admin issue adds its screen). */
  async function create(input: NewPromoCode, executor: Db = db) {
    const targets = input.targets ?? [];
    return executor.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({
          code: input.code.trim().toUpperCase(),
          discountType: input.discountType,
          discountValue: input.discountValue,
          currency: input.currency ?? null,
          minimumOrderMinor: input.minimumOrderMinor ?? null,
          status: input.status ?? 'active',
          startsAt: input.startsAt ?? null,
          endsAt: input.endsAt ?? null,
          usageLimit: input.usageLimit ?? null,
          perCustomerLimit: input.perCustomerLimit ?? null,
          appliesToAll: targets.length === 0,
          createdAt: clock.now(),
        })
        .returning({ id: promoCodes.id });
      if (targets.length > 0)
        await tx.insert(promoCodeTargets).values(
          targets.map((target) => ({
            promoCodeId: row!.id,
            serviceId: target.serviceId ?? null,
            packageId: target.packageId ?? null,
          })),
        );
      return row!.id;
    });
  }

  /** Pauses or resumes a code (the admin issue adds its screen). */
  async function setStatus(id: number, status: PromoStatus) {
    await db.update(promoCodes).set({ status }).where(eq(promoCodes.id, id));
  }

  return { findByCode, findById, usesBy, refusalFor, redeem, release, create, setStatus };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
